import type { AnalysisMetadata, InstrumentInfo } from '@ecotone/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { fillKeyDetails, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/**
 * Interpolation is in the catalogue but not built (available: false), so it cannot be enabled for
 * real. Its parameters carry the spec's visibility condition (kriging shows the CSV upload) and
 * its CSV column check, which this journey must exercise: the metadata answer is passed through
 * with only that tool's `available` flag turned on. Everything else is the real server.
 */
const UNLOCKED_TOOL = 'interpolation';

async function unlockInterpolation(page: Page): Promise<{ metadata: () => AnalysisMetadata }> {
  let latest: AnalysisMetadata | null = null;
  await page.route('**/api/analysis/metadata', async (route) => {
    const response = await route.fetch();
    const metadata = (await response.json()) as AnalysisMetadata;
    for (const tool of metadata.tools) {
      if (tool.scriptType === UNLOCKED_TOOL) {
        tool.available = true;
        tool.statusMessage = null;
      }
    }
    latest = metadata;
    await route.fulfill({ response, json: metadata });
  });
  return {
    metadata: () => {
      if (!latest) throw new Error('the metadata was not requested yet');
      return latest;
    },
  };
}

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .textContent()
    .then((value) => value?.trim() ?? '');
const visible = (page: Page, testId: string) => page.getByTestId(testId).isVisible();

async function chooseOption(page: Page, selectTestId: string, optionName: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: optionName, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function toggleAdvanced(page: Page): Promise<void> {
  await page.getByTestId('analysis-table-options').click();
  await page.getByTestId('analysis-show-advanced').click();
  await page.getByTestId('analysis-show-advanced').waitFor({ state: 'detached' });
}

/** Enables interpolation and chooses kriging, which shows the CSV upload. */
async function enableKriging(page: Page, metadata: AnalysisMetadata): Promise<void> {
  const interpolation = metadata.tools.find((tool) => tool.scriptType === UNLOCKED_TOOL);
  const method = interpolation?.parameters.find((p) => p.id === 'interpolationMethod');
  const kriging = method?.options?.find((option) => option.value === 'kriging')?.label;
  if (!kriging) throw new Error('the catalogue has no kriging option');
  await page.getByTestId('tool-enable-interpolation').check();
  await expect.poll(() => visible(page, 'parameter-interpolation-interpolationMethod')).toBe(true);
  expect(await visible(page, 'parameter-interpolation-socPointsCsv-choose')).toBe(false);
  await chooseOption(page, 'parameter-interpolation-interpolationMethod', kriging);
  await expect.poll(() => visible(page, 'parameter-interpolation-socPointsCsv-choose')).toBe(true);
}

describe.skipIf(!chromiumAvailable)('journey: analysis inputs in the wizard', () => {
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error));
    await signInAsAdmin(page, app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('chooses manual analysis, templates, undo, advanced options, kriging and its CSV', async (test) => {
    reportOnFailure(page, app, test.task.name);
    const catalogue = await unlockInterpolation(page);

    await openWizardAndDrawSquare(page);
    await page.getByTestId('wizard-next').click();
    await fillKeyDetails(page, { siteName: 'Inputs journey ranch', siteTypeLabel: 'Ranch' });
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => visible(page, 'analyze-step')).toBe(true);
    expect(await page.getByTestId('analysis-mode-automatic').isChecked()).toBe(true);
    expect(await visible(page, 'analysis-inputs-table')).toBe(false);
    expect(await page.getByTestId('wizard-next').isEnabled()).toBe(true);

    // Manual: the activity defaults to sustainable grasslands management, whose template is
    // grasslands1.
    await page.getByTestId('analysis-mode-manual').check();
    await expect.poll(() => visible(page, 'analysis-inputs-table')).toBe(true);
    const label = (id: string) =>
      catalogue.metadata().templates.find((template) => template.id === id)?.label;
    expect(await text(page, 'restoration-activity')).toBe('Sustainable Grasslands Management');
    await expect.poll(() => text(page, 'analysis-template')).toBe(label('grasslands1'));
    expect(await page.getByTestId('tool-enable-context').isChecked()).toBe(true);
    expect(await page.getByTestId('tool-enable-landCoverChange').isChecked()).toBe(true);
    // A tool that is not built cannot be enabled and says so.
    expect(await page.getByTestId('tool-enable-socSampling').isDisabled()).toBe(true);
    expect(await text(page, 'tool-status-socSampling')).not.toBe('');
    // The carbon tool of the activity is built: the template enables it.
    expect(await page.getByTestId('tool-enable-grasslandCarbon').isChecked()).toBe(true);

    // Another template.
    await page.getByTestId('analysis-template').click();
    await page.getByTestId('template-forest1').click();
    await expect.poll(() => text(page, 'analysis-template')).toBe(label('forest1'));

    // Changing a parameter makes the inputs Custom and offers Undo changes; undo takes it back.
    expect(await visible(page, 'tool-undo-landCoverChange')).toBe(false);
    await page.getByTestId('tool-expand-landCoverChange').click();
    expect(
      await page.getByTestId('tool-expand-landCoverChange').getAttribute('aria-expanded'),
    ).toBe('true');
    const landCover = catalogue.metadata().tools.find((t) => t.scriptType === 'landCoverChange');
    // The administrator holds access:hub: each description's translation key, reachable by
    // keyboard, and the hub-only datasets (decision 0026).
    const baseYearKey = 'tools.parameters.baseYear.description';
    const keyHint = page.getByRole('button', { name: `Description key: ${baseYearKey}` });
    // A key press first: focus after a click is not :focus-visible, and shows no tooltip.
    await page.keyboard.press('Shift');
    await keyHint.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(baseYearKey);
    await keyHint.blur();
    const defaultOf = (id: string) => landCover?.parameters.find((p) => p.id === id)?.defaultValue;
    const baseYear = page.getByTestId('parameter-landCoverChange-baseYear');
    const defaultBaseYear = String(defaultOf('baseYear'));
    expect(await baseYear.inputValue()).toBe(defaultBaseYear);
    await baseYear.fill(String(Number(defaultBaseYear) + 4));
    await expect.poll(() => text(page, 'analysis-template')).toBe('Custom');
    await expect.poll(() => visible(page, 'tool-undo-landCoverChange')).toBe(true);
    // A year before the chosen land cover dataset's first year is refused, naming that year.
    const dataset = await page.evaluate(async () => {
      const answer = await fetch('/api/analysis/instrument-info');
      return ((await answer.json()) as InstrumentInfo).lcInstruments;
    });
    const chosen = dataset.find((instrument) => instrument.type === defaultOf('lcDatasetName'));
    if (!chosen) throw new Error('the default land cover dataset is not listed');
    expect(dataset.map((instrument) => instrument.type)).toContain('dynamicworld');
    await baseYear.fill(String(chosen.startYear - 1));
    await expect
      .poll(() => page.getByText(`Must be at least ${chosen.startYear}.`).isVisible())
      .toBe(true);
    await page.getByTestId('tool-undo-landCoverChange').click();
    await expect.poll(() => visible(page, 'tool-undo-landCoverChange')).toBe(false);
    await expect.poll(() => baseYear.inputValue()).toBe(defaultBaseYear);
    await expect.poll(() => text(page, 'analysis-template')).toBe(label('forest1'));

    // Kriging shows the CSV upload (a visibility condition in the metadata).
    await enableKriging(page, catalogue.metadata());
    expect(await visible(page, 'parameter-interpolation-sigma2')).toBe(false);

    // Show advanced options shows the advanced kriging parameters, and hides them again.
    await toggleAdvanced(page);
    await expect.poll(() => visible(page, 'parameter-interpolation-sigma2')).toBe(true);
    await toggleAdvanced(page);
    await expect.poll(() => visible(page, 'parameter-interpolation-sigma2')).toBe(false);
    await toggleAdvanced(page);
    await expect.poll(() => visible(page, 'parameter-interpolation-sigma2')).toBe(true);

    // A CSV without the Lat and SOC columns is refused, naming them; a right one is loaded.
    const csvFile = page.getByTestId('parameter-interpolation-socPointsCsv-file');
    await csvFile.setInputFiles({
      name: 'samples-wrong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Latitude,Lon,Carbon\np1,-34.6,-58.4,41.2\n'),
    });
    await expect
      .poll(() => text(page, 'parameter-interpolation-socPointsCsv-help'))
      .toMatch(/missing the column\(s\) Lat, SOC\./);
    expect(await visible(page, 'parameter-interpolation-socPointsCsv-loaded')).toBe(false);
    await csvFile.setInputFiles({
      name: 'samples.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Lat,Lon,SOC\np1,-34.6,-58.4,41.2\np2,-34.7,-58.5,38.9\n'),
    });
    await expect
      .poll(() => text(page, 'parameter-interpolation-socPointsCsv-loaded'))
      .toBe('File Loaded');
    expect(await text(page, 'parameter-interpolation-socPointsCsv-choose')).toBe('Load new file');

    // The advanced choice is remembered: a new table (automatic, then manual again) starts with it.
    await page.getByTestId('analysis-mode-automatic').check();
    await expect.poll(() => visible(page, 'analysis-inputs-table')).toBe(false);
    await page.getByTestId('analysis-mode-manual').check();
    await expect
      .poll(() => page.getByTestId('analysis-inputs-table').getAttribute('data-show-advanced'))
      .toBe('true');
    expect(
      await page.evaluate(() => localStorage.getItem('ecotone.analysisInputs.showAdvanced')),
    ).toBe('true');
    await expect.poll(() => text(page, 'analysis-template')).toBe(label('grasslands1'));
    await enableKriging(page, catalogue.metadata());
    expect(await visible(page, 'parameter-interpolation-sigma2')).toBe(true);

    // Going back from step 3 clears the activity; manual analysis then needs one again.
    await page.getByTestId('wizard-previous').click();
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => visible(page, 'analyze-step')).toBe(true);
    expect(await page.getByTestId('analysis-mode-manual').isChecked()).toBe(true);
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    // The inputs were kept; choosing an activity allows Next again.
    expect(await page.getByTestId('tool-enable-interpolation').isChecked()).toBe(true);
    await chooseOption(page, 'restoration-activity', 'Custom');
    expect(await page.getByTestId('tool-enable-interpolation').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('wizard-next').isEnabled()).toBe(true);
  });
});
