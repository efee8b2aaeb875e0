import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatQuantity, languageToLocale, type UnitSystem } from '@ecotone/i18n';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser';
import { buildHarnessScript } from './harness-build';

/**
 * The assessment page's report widgets (issue 21) in Chromium, fed the same stored results as
 * the results tabs (the tabs' fixtures): every number a widget shows reads exactly as the tab
 * shows it, in English and metric and in Spanish and imperial; a TimeSeriesChart id picks its
 * chart by group and name fragment, an id of another form reads 'Unknown time series chart';
 * ValueWithUnits opens its lineage. The whole page with the server is assessment-page.e2e.ts.
 * Screenshots: test-results/assessment-widgets-*.png.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

async function mount(
  page: Page,
  options: { view: 'widgets' | 'tabs'; language: 'en' | 'es'; units: UnitSystem },
) {
  await page.evaluate(async (options) => {
    const harness = window.assessmentWidgetsHarness;
    if (!harness) throw new Error('no harness');
    await harness.mount(options);
  }, options);
  await page.getByTestId(options.view).waitFor();
  // The parts come in their own chunk with the chart library: wait until each is drawn.
  for (const testId of [
    'carbon-headline',
    'msa-comparison-table',
    'star-taxon-table',
    'species-category-counts',
    'star-table',
  ])
    await page.getByTestId(testId).first().waitFor({ timeout: 20_000 });
  await page.getByTestId('block-water').getByTestId('time-series-headlines').waitFor();
}

const texts = (page: Page, block: string, selector: string) =>
  page
    .getByTestId(block)
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim()));

/** What both views show of the same results, by block, as the reader reads it. */
async function numbers(page: Page) {
  return {
    carbon: await texts(
      page,
      'block-carbon',
      '[data-testid^="carbon-headline-"][data-testid$="-value"], [data-testid$="-range"]',
    ),
    water: await texts(page, 'block-water', '[data-testid^="headline-"][data-testid$="-value"]'),
    msa: await texts(page, 'block-msa', '[data-testid^="msa-row-"]'),
    taxon: await texts(page, 'block-context', 'tr[data-testid^="star-taxon-"]'),
    threats: await texts(page, 'block-context', '[data-testid="star-table"] tbody tr'),
    species: await texts(page, 'block-context', '[data-testid^="species-count-"]'),
    headlines: await texts(
      page,
      'block-context',
      '[data-testid^="biodiversity-headline-"][data-testid$="-value"]',
    ),
  };
}

describe.skipIf(!chromiumAvailable)('the assessment page’s report widgets in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await buildHarnessScript(path.join(here, 'assessment-widgets-harness.tsx'));
    context = await launchBrowser();
    page = await context.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error('page error:', error));
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  for (const [language, units] of [
    ['en', 'metric'],
    ['es', 'imperial'],
  ] as const) {
    it(`shows the tabs’ numbers in ${language} and ${units}`, async () => {
      await mount(page, { view: 'tabs', language, units });
      const onTabs = await numbers(page);
      await mount(page, { view: 'widgets', language, units });
      const onWidgets = await numbers(page);
      // The tabs show more (the species table, the MSA-loss areas); the widgets' part reads alike.
      expect(onWidgets.carbon).toEqual(onTabs.carbon);
      expect(onWidgets.water).toEqual(onTabs.water);
      expect(onWidgets.msa).toEqual(onTabs.msa);
      expect(onWidgets.taxon).toEqual(onTabs.taxon);
      expect(onWidgets.threats).toEqual(onTabs.threats);
      expect(onWidgets.species).toEqual(onTabs.species);
      expect(onWidgets.headlines).toEqual(onTabs.headlines);
      // Each block showed its rows, so equal lists are equal numbers, not two empty reads.
      expect(onWidgets.carbon.length).toBeGreaterThanOrEqual(4);
      expect(onWidgets.water.length).toBeGreaterThanOrEqual(2);
      expect(onWidgets.msa.length).toBe(5);
      expect(onWidgets.taxon.length).toBe(3);
      expect(onWidgets.threats.length).toBeGreaterThanOrEqual(12);
      expect(onWidgets.species.length).toBe(9);
      // Study area, the two STAR means, the three species counts.
      expect(onWidgets.headlines.length).toBe(6);
      // The fixture's 1,200 ha at 51 tC/ha, as the units module writes them.
      const locale = languageToLocale(language === 'es' ? 'spanish' : 'english');
      expect(onWidgets.carbon[0]).toBe(formatQuantity(1200, 'ha', units, locale));
      expect(onWidgets.carbon[1]).toContain(formatQuantity(61_200, 'tC', units, locale));
      expect(onWidgets.carbon[1]).toContain(units === 'metric' ? 'tC/ha' : 'tC/acre');
      await saveScreenshot(page, `assessment-widgets-${language}-${units}`);
    });
  }

  it('switches the carbon totals to tCO2e and picks charts by group and name fragment', async () => {
    await mount(page, { view: 'widgets', language: 'en', units: 'metric' });
    const baseline = () =>
      page.getByTestId('block-carbon').getByTestId('carbon-headline-baseline-value').innerText();
    expect(await baseline()).toMatch(/^61,200 tC/);
    await page.getByTestId('carbon-unit-tCO2').click();
    // 61,200 tC x 44/12 = 224,400 tCO2e.
    await expect.poll(baseline).toMatch(/^224,400 tCO2/);
    // The stock by year chart comes with the totals.
    expect(await page.getByTestId('block-carbon').getByTestId('carbon-stock-chart').count()).toBe(
      1,
    );

    // 'waterBalance/yearly' and 'vegetationChange/yearly': the first yearly chart of each.
    expect(await page.getByTestId('chart-waterBalance/yearly').count()).toBe(1);
    const vegetation = page.getByTestId('block-vegetation');
    expect(await vegetation.getByTestId('chart-vegetationChange/ndvi-yearly').count()).toBe(1);
    await vegetation
      .getByTestId('chart-vegetationChange/ndvi-yearly')
      .locator('svg path[data-series]')
      .first()
      .waitFor();
    // An id without its group: specs/3 section 8's message, no chart.
    expect(await vegetation.getByTestId('time-series-unknown').innerText()).toBe(
      'Unknown time series chart',
    );
  });

  it('opens the lineage of a value from the keyboard', async () => {
    await mount(page, { view: 'widgets', language: 'en', units: 'metric' });
    const block = page.getByTestId('block-value');
    expect(await block.getByTestId('value-area').innerText()).toBe('1,200 ha');
    const button = block.getByRole('button', { name: 'Where this value comes from' });
    await button.focus();
    await page.keyboard.press('Enter');
    const sources = page.getByTestId('value-sources');
    await sources.waitFor();
    const shown = await sources.innerText();
    expect(shown).toContain('Field: studyAreaHa');
    expect(shown).toMatch(/synthetic/i);
    await saveScreenshot(page, 'assessment-widgets-lineage');
    await page.keyboard.press('Escape');
    await sources.waitFor({ state: 'detached' });
  });
});
