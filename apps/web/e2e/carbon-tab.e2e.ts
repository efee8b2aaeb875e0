import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser';
import type { CarbonFixture } from './carbon-harness';
import { buildHarnessScript } from './harness-build';

/**
 * The carbon tab (CarbonView) in Chromium with the fixture CarbonValues, before the carbon tools
 * run end to end: what the reader sees in both languages and unit systems, tC and tCO2e, the
 * details toggle and the charts, with screenshots under test-results/ (carbon-tab-*.png). Figures
 * are hand-computed from the fixture: 1,200 ha of pasture at 51 tC/ha; reforestation of 800 ha
 * gaining 3.97 tC/ha/yr for 30 years (95,280 tC); afforestation of 250 ha gaining 2.55 tC/ha/yr.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

async function mount(
  page: Page,
  options: {
    fixture: CarbonFixture;
    language: 'en' | 'es';
    units: 'metric' | 'imperial';
    masterCarbonLogUrl?: string | null;
  },
) {
  await page.evaluate(async (options) => {
    const harness = window.carbonHarness;
    if (!harness) throw new Error('no harness');
    await harness.mount(options);
  }, options);
  await page.getByTestId('carbon-view').waitFor();
}

const text = (page: Page, testId: string) =>
  page.getByTestId(testId).first().innerText({ timeout: 20_000 });

/** Screenshot kept for review (test-results/), and copied to /tmp when CARBON_SHOTS_DIR is set. */
async function keep(page: Page, name: string) {
  const file = await saveScreenshot(page, name);
  const copyTo = process.env.CARBON_SHOTS_DIR;
  if (copyTo) copyFileSync(file, path.join(copyTo, path.basename(file)));
}

describe.skipIf(!chromiumAvailable)('the carbon tab in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await buildHarnessScript(path.join(here, 'carbon-harness.tsx'));
    context = await launchBrowser();
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('shows the reforestation in tC and then tCO2e, per hectare, with its ranges', async () => {
    await mount(page, { fixture: 'reforestation', language: 'en', units: 'metric' });
    expect(await text(page, 'carbon-headline-study-area-value')).toBe('1,200 ha');
    expect(await text(page, 'carbon-headline-baseline-value')).toBe('61,200 tC (51 tC/ha)');
    expect(await text(page, 'carbon-headline-baseline-range')).toBe(
      '(range 48,960 tC to 73,440 tC)',
    );
    // What a range is, said once under the totals.
    expect(await text(page, 'carbon-headline-range-note')).toMatch(
      /^Ranges take every published default value \(IPCC tables\) at the low or the high end/,
    );
    expect(await text(page, 'carbon-headline-total-change-value')).toBe('95,280 tC (79 tC/ha)');
    expect(await text(page, 'carbon-headline-annual-change-value')).toBe(
      '3,176 tC/yr (2.6 tC/ha/yr)',
    );
    // The afforestation dataset has no change: not in the charts, no details toggle.
    expect(await page.getByTestId('carbon-details-toggle').count()).toBe(0);
    expect(await page.getByTestId('carbon-activity-row-afforestation').count()).toBe(0);
    expect(await text(page, 'carbon-activity-row-reforestation')).toContain('Reforestation');
    // No Master Carbon Log configured: no link.
    expect(await page.getByTestId('master-carbon-log-link').count()).toBe(0);
    // Two pies (baseline and change by pool) and the stock chart are drawn.
    await page.getByTestId('carbon-pie-baseline').locator('svg path').first().waitFor();
    await page.getByTestId('carbon-pie-change').locator('svg path').first().waitFor();
    await page.getByTestId('carbon-stock-chart').locator('svg path[data-series]').first().waitFor();
    await keep(page, 'carbon-tab-en-metric-tC');
    // The pie by keyboard: Tab into it, an arrow to a slice; the slice is announced.
    await page.getByTestId('carbon-pie-baseline').locator('[tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
    // 4,800 of 61,200 tC = 7.8 %
    await expect
      .poll(() => page.getByTestId('carbon-pie-baseline').innerText())
      .toContain('4,800 tC (7.8%)');
    await keep(page, 'carbon-tab-en-pie-focus');

    // Keyboard: the unit buttons are one tab stop; an arrow moves to tCO2e, Space presses it.
    await page.getByTestId('carbon-unit-tC').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect
      .poll(() => text(page, 'carbon-headline-baseline-value'))
      .toBe('224,400 tCO2 (187 tCO2/ha)');
    expect(await page.getByTestId('carbon-unit-tCO2').getAttribute('aria-pressed')).toBe('true');
    // 95,280 x 44/12 = 349,360
    expect(await text(page, 'carbon-headline-total-change-value')).toBe(
      '349,360 tCO2 (291 tCO2/ha)',
    );
  });

  it('shows acres in imperial and Spanish number formats', async () => {
    await mount(page, { fixture: 'reforestation', language: 'es', units: 'imperial' });
    // 1,200 ha x 2.47105 = 2,965 acres; 51 / 2.47105 = 20.6 tC/acre
    expect(await text(page, 'carbon-headline-study-area-value')).toBe('2.965 acres');
    expect(await text(page, 'carbon-headline-baseline-value')).toBe('61.200 tC (21 tC/acre)');
    expect(await text(page, 'carbon-headline-baseline-range')).toBe(
      '(rango de 48.960 tC a 73.440 tC)',
    );
    expect(await text(page, 'carbon-headline-range-note')).toMatch(
      /^Los rangos toman a la vez cada valor por defecto publicado/,
    );
    expect(await page.getByText('Carbono por depósito').count()).toBe(1);
    expect(await page.getByText('Reserva de carbono por año').count()).toBe(1);
    await page.getByTestId('carbon-stock-chart').locator('svg path[data-series]').first().waitFor();
    await keep(page, 'carbon-tab-es-imperial-tC');
  });

  it('offers the chart details for two activities, and they add the activity breakdown', async () => {
    await mount(page, { fixture: 'twoActivities', language: 'en', units: 'metric' });
    const toggle = page.getByTestId('carbon-details-toggle');
    expect(await toggle.innerText()).toBe('Show chart details');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('carbon-pie-activity').count()).toBe(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.innerText()).toBe('Hide chart details');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('carbon-pie-activity').locator('svg path').first().waitFor();
    // Afforestation: 250 ha x 30 yr x (2 + 0.5 + 0.05) = 19,125 tC in the pool table's total row.
    expect(await text(page, 'carbon-pool-row-totalCarbon')).toContain('19,125');
    await keep(page, 'carbon-tab-en-metric-details');
    // A phone's width: the pies stack, the tables scroll sideways, the page does not.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await keep(page, 'carbon-tab-en-metric-details-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the baseline alone when no activity changes the stock, with the log link when configured', async () => {
    await mount(page, {
      fixture: 'baselineOnly',
      language: 'es',
      units: 'metric',
      masterCarbonLogUrl: 'https://example.org/master-carbon-log',
    });
    expect(await text(page, 'carbon-baseline-only')).toContain(
      'solo se muestra la reserva de referencia',
    );
    expect(await page.getByTestId('carbon-headline-total-change').count()).toBe(0);
    expect(await page.getByTestId('carbon-stock-chart').count()).toBe(0);
    const link = page.getByTestId('master-carbon-log-link');
    expect(await link.getAttribute('href')).toBe('https://example.org/master-carbon-log');
    await keep(page, 'carbon-tab-es-baseline-only');
  });
});
