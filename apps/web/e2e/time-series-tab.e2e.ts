import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser';
import { buildHarnessScript } from './harness-build';
import type { TimeSeriesFixture } from './time-series-harness';

/**
 * The time-series tab (TimeSeriesView and its chart) in Chromium with fixture values of the six
 * tools, before they run end to end: charts drawn with data, tick labels, trend and percentile
 * legends, headlines in metric, imperial and Spanish, the legend's hide/show, the table view,
 * the fire history table and its empty state. Screenshots: test-results/time-series-*.png.
 * Figures are hand-computed from time-series-values.fixture.ts: 2,400 ha (5,931 acres); mean
 * precipitation 459.9 mm (18.1 in); NDVI's Theil-Sen slope 0.0052083 a year, Mann-Kendall
 * p = 0.00026; the 2019 fire 612.5 ha = 25.5 % of the study area.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

async function mount(
  page: Page,
  options: { fixture: TimeSeriesFixture; language: 'en' | 'es'; units: 'metric' | 'imperial' },
) {
  await page.evaluate(async (options) => {
    const harness = window.timeSeriesHarness;
    if (!harness) throw new Error('no harness');
    await harness.mount(options);
  }, options);
  await page
    .locator('[data-testid="time-series-view"], [data-testid="time-series-unavailable"]')
    .first()
    .waitFor();
}

const text = (page: Page, testId: string) =>
  page.getByTestId(testId).first().innerText({ timeout: 20_000 });

/** Every chart of the tab has drawn a series path with data (a `d` of more than one point). */
async function expectDrawn(page: Page) {
  const charts = page.locator('figure[data-chart-type]');
  const count = await charts.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const chart = charts.nth(index);
    const type = await chart.getAttribute('data-chart-type');
    if (type === 'bar') {
      // Some bars are 0 high (a month without fire); at least one has a height.
      await chart.locator('svg rect.MuiBarChart-element').first().waitFor({ state: 'attached' });
      const heights = await chart
        .locator('svg rect.MuiBarChart-element')
        .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
      expect(heights.some((height) => height > 1)).toBe(true);
    } else {
      await chart.locator('svg path[data-series]').first().waitFor();
      const d = await chart.locator('svg path[data-series]').first().getAttribute('d');
      expect((d ?? '').split(/[LC]/).length).toBeGreaterThan(2);
    }
  }
}

/** The tick labels of a chart's x axis. */
const tickLabels = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .evaluateAll((labels) => labels.map((label) => label.textContent));

describe.skipIf(!chromiumAvailable)('the time-series tab in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await buildHarnessScript(path.join(here, 'time-series-harness.tsx'));
    context = await launchBrowser();
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  it('draws vegetation change with its range, trend and percentile lines and yearly and monthly ticks', async () => {
    await mount(page, { fixture: 'vegetationChange', language: 'en', units: 'metric' });
    await expectDrawn(page);
    expect(await text(page, 'headline-study-area-value')).toBe('2,400 ha');
    expect(await text(page, 'headline-meanNdvi-value')).toBe('0.41');
    const yearly = page.getByTestId('chart-vegetationChange/ndvi-yearly');
    expect(await yearly.getByTestId('legend-trend').innerText()).toBe(
      'NDVI trend: +0.00521 per year, significant (p = 0.00026)',
    );
    expect(await yearly.getByTestId('legend-percentile').allInnerTexts()).toEqual([
      'NDVI, 20th percentile: 0.37',
      'NDVI, 80th percentile: 0.39',
    ]);
    expect(await yearly.locator('[data-overlay="range"]').count()).toBe(1);
    expect(await yearly.locator('[data-overlay="trend"]').count()).toBe(1);
    expect(await yearly.locator('[data-overlay="percentile"]').count()).toBe(2);
    expect(await tickLabels(page, 'chart-vegetationChange/ndvi-yearly')).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    // 108 months over ~1,050 px: a tick a year, in January.
    const monthly = await tickLabels(page, 'chart-vegetationChange/ndvi-monthly');
    expect(monthly[0]).toBe('2016-01');
    expect(monthly).toContain('2017-01');
    expect(monthly.every((label) => label.endsWith('-01'))).toBe(true);
    expect(
      await page
        .getByTestId('chart-vegetationChange/ndvi-monthly')
        .getByTestId('legend-trend')
        .innerText(),
    ).toBe('NDVI trend: +0.000433 per month, significant (p = 0.028)');
    // Ticks over 100 px apart (specs/3 section 9).
    const xs = await page
      .getByTestId('chart-vegetationChange/ndvi-monthly')
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tick')
      .evaluateAll((ticks) => ticks.map((tick) => tick.getBoundingClientRect().x));
    for (let k = 1; k < xs.length; k++)
      expect((xs[k] ?? 0) - (xs[k - 1] ?? 0)).toBeGreaterThan(100);
    await saveScreenshot(page, 'time-series-vegetation-en-metric');

    // The legend hides and shows a series from the keyboard.
    const indices = page.getByTestId('chart-vegetationChange/indices-yearly');
    expect(await indices.locator('svg path[data-series="s1"]').count()).toBeGreaterThan(0);
    const evi = indices.locator('[data-legend-id="evi"]');
    await evi.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => evi.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => indices.locator('svg path[data-series="s1"]').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => indices.locator('svg path[data-series="s1"]').count())
      .toBeGreaterThan(0);

    // The table view: one row a year, the range beside the value.
    await yearly.getByTestId('show-table').click();
    const table = yearly.getByTestId('chart-table');
    expect(await table.locator('tbody tr').count()).toBe(9);
    expect(await table.locator('tbody tr').first().innerText()).toMatch(
      /^2016\t0\.3\d+ \(0\.\d+ to 0\.\d+\)$/,
    );
  });

  it('shows water balance in metric, then imperial and Spanish', async () => {
    await mount(page, { fixture: 'waterBalance', language: 'en', units: 'metric' });
    await expectDrawn(page);
    expect(await text(page, 'headline-meanPrecipitation-value')).toBe('460 mm');
    expect(await text(page, 'headline-waterHoldingCapacity-value')).toBe('120 mm');
    expect(await text(page, 'headline-period-value')).toBe('2015-01 to 2024-12');
    const legend = await page
      .getByTestId('chart-waterBalance/yearly')
      .getByTestId('legend-series')
      .allInnerTexts();
    expect(legend).toEqual(['Precipitation (mm)', 'Actual evapotranspiration (mm)', 'Runoff (mm)']);
    expect(
      await page
        .getByTestId('chart-waterBalance/yearly')
        .locator('.MuiChartsAxis-directionY .MuiChartsAxis-label')
        .evaluate((label) => label.textContent),
    ).toBe('mm');
    await saveScreenshot(page, 'time-series-water-en-metric');

    await mount(page, { fixture: 'waterBalance', language: 'es', units: 'imperial' });
    await expectDrawn(page);
    // 459.9 mm / 25.4 = 18.1 in; 120 mm = 4.72 in; 2,400 ha = 5,930.5 acres.
    expect(await text(page, 'headline-meanPrecipitation-value')).toBe('18 in');
    expect(await text(page, 'headline-waterHoldingCapacity-value')).toBe('4,7 in');
    expect(await text(page, 'headline-study-area-value')).toBe('5.931 acres');
    expect(await page.getByText('Balance hídrico por año').count()).toBe(1);
    expect(
      await page
        .getByTestId('chart-waterBalance/yearly')
        .getByTestId('legend-series')
        .first()
        .innerText(),
    ).toBe('Precipitación (in)');
    await saveScreenshot(page, 'time-series-water-es-imperial');
  });

  it('shows the degradation levels, SPI and soil moisture charts', async () => {
    await mount(page, { fixture: 'performanceDegradation', language: 'en', units: 'metric' });
    await expectDrawn(page);
    expect(await text(page, 'headline-meanLevel-value')).toBe('2.1 (Mild)');
    expect(await text(page, 'headline-degradedArea-value')).toBe('1,344 ha');
    expect(
      await page
        .getByTestId('chart-performanceDegradation/area-by-level')
        .getByTestId('legend-series')
        .allInnerTexts(),
    ).toEqual(['None (ha)', 'Mild (ha)', 'Moderate (ha)', 'High (ha)', 'Extreme (ha)']);
    await saveScreenshot(page, 'time-series-degradation-en-metric');

    await mount(page, { fixture: 'droughtsAndFloods', language: 'en', units: 'metric' });
    await expectDrawn(page);
    expect(await text(page, 'headline-latestSpi-value')).toBe('0.44 (Near normal)');
    expect(await page.getByText('SPI of 2024').count()).toBe(1);
    // 40 years: ticks every 5 years on the bars.
    expect(await tickLabels(page, 'chart-droughtsAndFloods/spi-yearly')).toEqual([
      '1985',
      '1990',
      '1995',
      '2000',
      '2005',
      '2010',
      '2015',
      '2020',
    ]);
    // One bar a year: the wet and the dry years share one stack.
    expect(
      await page
        .getByTestId('chart-droughtsAndFloods/spi-yearly')
        .locator('svg rect.MuiBarChart-element')
        .evaluateAll((bars) => bars.filter((bar) => Number(bar.getAttribute('height')) > 0).length),
    ).toBe(40);
    await saveScreenshot(page, 'time-series-spi-en-metric');

    await mount(page, { fixture: 'soilMoisturePotential', language: 'es', units: 'metric' });
    await expectDrawn(page);
    expect(await text(page, 'headline-precipitation5YearAverage-value')).toBe('460 mm');
    await saveScreenshot(page, 'time-series-soil-moisture-es-metric');
  });

  it('lists fires newest first and expands one into its burn severity by keyboard', async () => {
    await mount(page, { fixture: 'fireContext', language: 'en', units: 'metric' });
    await expectDrawn(page);
    const rows = page.getByTestId('fire-row');
    expect(await rows.count()).toBe(3);
    expect(await page.getByTestId('fire-row-date').allInnerTexts()).toEqual([
      '2023-08-30 to 2023-09-02',
      '2019-10-03 to 2019-10-21',
      '2016-09-12 to 2016-09-15',
    ]);
    expect((await rows.nth(1).innerText()).trim()).toBe('2019-10-03 to 2019-10-21\t613 ha\t26%');
    expect(await page.getByTestId('severity-row').count()).toBe(0);
    const toggle = rows.nth(1).getByTestId('fire-row-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe(
      'Show the burn severity of the fire of 2019-10-03',
    );
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('severity-row').count()).toBe(5);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await page.getByTestId('severity-row').last().innerText()).trim()).toBe(
      'Level 7: High severity\t57 ha\t2.4%',
    );
    await saveScreenshot(page, 'time-series-fire-en-expanded');

    await mount(page, { fixture: 'fireContext', language: 'es', units: 'imperial' });
    // 612.5 ha x 2.47105 = 1,513.5 acres
    expect((await page.getByTestId('fire-row').nth(1).innerText()).trim()).toBe(
      '2019-10-03 a 2019-10-21\t1.514 acres\t26 %',
    );
    await page.getByTestId('fire-row').nth(1).getByTestId('fire-row-toggle').click();
    await expect
      .poll(async () => (await page.getByTestId('severity-row').first().innerText()).trim())
      .toBe('Nivel 3: No quemado\t144 acres\t2,4 %');
    await saveScreenshot(page, 'time-series-fire-es-imperial');
  });

  it('says there are no previous fires, and that missing results are not available', async () => {
    await mount(page, { fixture: 'noFires', language: 'en', units: 'metric' });
    expect(await text(page, 'fire-history-empty')).toBe(
      'There are no previous fires in this study area.',
    );
    await saveScreenshot(page, 'time-series-fire-empty-en');
    await mount(page, { fixture: 'noFires', language: 'es', units: 'metric' });
    expect(await text(page, 'fire-history-empty')).toBe(
      'No hay incendios previos en esta área de estudio.',
    );
    await mount(page, { fixture: 'missing', language: 'en', units: 'metric' });
    expect(await text(page, 'time-series-unavailable')).toBe('Results not available.');
  });

  it('reads the trend legend in Spanish and switches to the table on a phone', async () => {
    await mount(page, { fixture: 'vegetationChange', language: 'es', units: 'metric' });
    await expectDrawn(page);
    expect(
      await page
        .getByTestId('chart-vegetationChange/ndvi-yearly')
        .getByTestId('legend-trend')
        .innerText(),
    ).toBe('Tendencia de NDVI: +0,00521 por año, significativa (p = 0,00026)');
    await page.setViewportSize({ width: 390, height: 800 });
    await mount(page, { fixture: 'vegetationChange', language: 'es', units: 'metric' });
    // specs/3 section 4: on small screens the table is the default.
    await page.getByTestId('chart-table').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'time-series-vegetation-es-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
