import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiodiversityFixture } from './biodiversity-harness';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser';
import { buildHarnessScript } from './harness-build';

/**
 * The biodiversity tab (BiodiversityView) in Chromium with the fixture values, before the
 * biodiversity tools run end to end: what the reader sees in both languages and unit systems,
 * with screenshots under test-results/ (biodiversity-tab-*.png). Figures are hand-computed from
 * the fixture: 2,400 ha whose total MSA rises from 0.4215·0.9124·0.8633·0.881 = 0.2925 to
 * 0.614·0.9124·0.8902·0.881 = 0.4394, so the MSA-loss area falls from 1,698 ha to 1,346 ha;
 * STAR threat abatement 48.2401 in all (agriculture 19.8765); 23 species, 7 threatened.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

async function mount(
  page: Page,
  options: { fixture: BiodiversityFixture; language: 'en' | 'es'; units: 'metric' | 'imperial' },
) {
  await page.evaluate(async (options) => {
    const harness = window.biodiversityHarness;
    if (!harness) throw new Error('no harness');
    await harness.mount(options);
  }, options);
  await page.getByTestId('biodiversity-harness').waitFor();
}

const text = (page: Page, testId: string) =>
  page.getByTestId(testId).first().innerText({ timeout: 20_000 });

/** The texts of a row's cells, in order. */
const cells = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('th, td').allInnerTexts();

/** The texts an SVG chart draws (bar labels, axis ticks). */
async function chartTexts(page: Page, testId: string): Promise<string[]> {
  const chart = page.getByTestId(testId);
  await chart.locator('svg text').first().waitFor();
  return chart.locator('svg text').allTextContents();
}

const speciesNames = (page: Page) => page.getByTestId('species-name').allInnerTexts();

describe.skipIf(!chromiumAvailable)('the biodiversity tab in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await buildHarnessScript(path.join(here, 'biodiversity-harness.tsx'));
    context = await launchBrowser();
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('compares MSA before and after per pressure, with the MSA-loss area and the chart', async () => {
    await mount(page, { fixture: 'grasslandMsa', language: 'en', units: 'metric' });
    expect(await text(page, 'biodiversity-headline-study-area-value')).toBe('2,400 ha');
    expect(await text(page, 'biodiversity-headline-loss-before-value')).toBe('1,698 ha');
    expect(await text(page, 'biodiversity-headline-loss-after-value')).toBe('1,346 ha');
    expect(await text(page, 'biodiversity-headline-loss-avoided-value')).toBe('+352 ha');
    expect(await text(page, 'biodiversity-headline-duration-value')).toBe('20 years');
    expect(await cells(page, 'msa-row-landCover')).toEqual(['Land use', '0.42', '0.61', '+0.19']);
    expect(await cells(page, 'msa-row-infrastructure')).toEqual([
      'Infrastructure',
      '0.91',
      '0.91',
      '0',
    ]);
    // 0.8902 − 0.8633 = 0.0269
    expect(await cells(page, 'msa-row-habitatFragmentation')).toEqual([
      'Habitat fragmentation',
      '0.86',
      '0.89',
      '+0.027',
    ]);
    expect(await cells(page, 'msa-row-total')).toEqual([
      'Total (all pressures)',
      '0.29',
      '0.44',
      '+0.15',
    ]);
    // Every bar carries its value as text; the pressures name the groups.
    const drawn = await chartTexts(page, 'msa-chart');
    for (const label of ['0.42', '0.61', '0.29', '0.44', 'Land use', 'Total (all pressures)'])
      expect(drawn).toContain(label);
    expect(await page.getByTestId('msa-chart').getAttribute('aria-describedby')).toBeTruthy();
    await saveScreenshot(page, 'biodiversity-tab-msa-en-metric');
  });

  it('shows the wetland MSA in Spanish and acres, with the pressure that does not apply', async () => {
    await mount(page, { fixture: 'wetlandMsa', language: 'es', units: 'imperial' });
    // 640 ha × 2.47105 = 1,581 acres; 640 × (1 − 0.252) = 478.72 ha = 1,183 acres
    expect(await text(page, 'biodiversity-headline-study-area-value')).toBe('1.581 acres');
    expect(await text(page, 'biodiversity-headline-loss-before-value')).toBe('1.183 acres');
    expect(await cells(page, 'msa-row-humanEncroachment')).toEqual([
      'Intrusión humana',
      'No aplica',
      'No aplica',
      '–',
    ]);
    expect(await cells(page, 'msa-row-total')).toEqual([
      'Total (todas las presiones)',
      '0,25',
      '0,53',
      '+0,28',
    ]);
    expect(await page.getByText('Abundancia media de especies antes y después').count()).toBe(1);
    const drawn = await chartTexts(page, 'msa-chart');
    expect(drawn).not.toContain('Intrusión humana');
    await saveScreenshot(page, 'biodiversity-tab-msa-es-imperial');
  });

  it('shows the STAR scores with 4 decimals, by category, sub-category and taxon', async () => {
    await mount(page, { fixture: 'context', language: 'en', units: 'metric' });
    // 48.24013 / 2,400 ha = 0.0201 per ha (the class shows when the STAR catalogue is there)
    expect(await text(page, 'biodiversity-headline-threat-mean-value')).toMatch(/^0\.0201\b/);
    expect(await text(page, 'biodiversity-headline-restore-mean-value')).toMatch(/^0\.0091\b/);
    expect(await cells(page, 'star-row-2')).toEqual([
      '2. Agriculture & aquaculture',
      // 19.8765 of an assumed global 1,500,000
      '0.0013%',
      '19.8765',
      '11.2034',
    ]);
    expect(await cells(page, 'star-row-12')).toEqual([
      '12. Other options',
      '0.0000%',
      '0.0000',
      '0.0000',
    ]);
    expect(await cells(page, 'star-row-total')).toEqual(['Total', '0.0032%', '48.2401', '21.7468']);
    expect(await cells(page, 'star-taxon-birds')).toEqual(['Birds', '22.1905', '8.9162']);
    const drawn = await chartTexts(page, 'star-chart');
    for (const label of [
      '19.8765',
      '11.2034',
      '2. Agriculture & aquaculture',
      '10. Geological events',
    ])
      expect(drawn).toContain(label);
    // A category opens into its sub-categories from the keyboard.
    const expand = page.getByTestId('star-expand-2');
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    expect(await expand.getAttribute('aria-label')).toBe(
      'Show the sub-categories of 2. Agriculture & aquaculture',
    );
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('true');
    expect(await cells(page, 'star-row-2.3')).toEqual([
      '2.3. Livestock farming & ranching',
      '0.0007%',
      '10.2311',
      '5.7013',
    ]);
    await saveScreenshot(page, 'biodiversity-tab-star-en');
  });

  it('shows species by Red List category in severity order, with filters and taxonomy', async () => {
    await mount(page, { fixture: 'context', language: 'en', units: 'metric' });
    expect(await text(page, 'biodiversity-headline-species-total-value')).toBe('23');
    expect(await text(page, 'biodiversity-headline-threatened-value')).toBe('7');
    expect(await text(page, 'biodiversity-headline-near-threatened-value')).toBe('10');
    // The bars in severity order, each with its count; the list names each colour.
    const drawn = await chartTexts(page, 'species-chart');
    const codes = drawn.filter((label) => /^[A-Z]{2}$/.test(label));
    expect(codes).toEqual(['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'LC', 'DD', 'NE']);
    for (const count of ['1', '2', '4', '3', '10']) expect(drawn).toContain(count);
    expect(await text(page, 'species-count-CR')).toMatch(/CR — Critically Endangered\s+1/);
    // First page: the most severe ten (1 CR, 2 EN, 4 VU, 3 NT), each severity by name.
    expect(await speciesNames(page)).toEqual([
      'Demohyla viridis (synthetic)',
      'Demohyla aurea (synthetic)',
      'Fictomys longicauda (synthetic)',
      'Demohyla lutea (synthetic)',
      'Fictomys rufus (synthetic)',
      'Mockingula parva (synthetic)',
      'Synthornis palustris (synthetic)',
      'Mockingula alpina (synthetic)',
      'Mockingula nigra (synthetic)',
      'Synthornis minor (synthetic)',
    ]);
    expect(await text(page, 'species-category')).toBe('CR — Critically Endangered');
    expect(await text(page, 'species-pagination')).toContain('1–10 of 23');
    // A row opens from the keyboard into its taxonomy, kingdom to genus.
    const expand = page.getByTestId('species-expand').first();
    await expand.focus();
    await page.keyboard.press('Enter');
    expect(await text(page, 'species-taxonomy')).toMatch(
      /Kingdom\s+Animalia\s+Phylum\s+Chordata\s+Class\s+Amphibia\s+Order\s+Anura\s+Family\s+Demohylidae\s+Genus\s+Demohyla/,
    );
    await saveScreenshot(page, 'biodiversity-tab-species-en');

    // The 'Filters' drawer: mammals of least concern only, then reset.
    await page.getByTestId('species-filters-open').click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await page.getByTestId('filter-category-LC').check();
    await page.getByTestId('filter-class-Mammalia').check();
    await saveScreenshot(page, 'biodiversity-tab-species-filters');
    await page.getByTestId('species-filters-close').click();
    await expect
      .poll(() => speciesNames(page))
      .toEqual([
        'Fictomys agrestis (synthetic)',
        'Fictomys ater (synthetic)',
        'Fictomys campestris (synthetic)',
      ]);
    expect(await text(page, 'species-filters-open')).toBe('Filters (2)');
    // A filter is set, so the pagination shows though the rows fit one page (specs/3).
    expect(await text(page, 'species-pagination')).toContain('1–3 of 3');
    await page.getByTestId('species-filters-open').click();
    await page.getByTestId('filter-category-EW').check();
    await page.getByTestId('filter-category-LC').uncheck();
    await page.getByTestId('species-filters-close').click();
    expect(await text(page, 'species-empty')).toBe('Results not available.');
    await page.getByTestId('species-filters-open').click();
    await page.getByTestId('species-filters-reset').click();
    await page.getByTestId('species-filters-close').click();
    await expect.poll(() => text(page, 'species-pagination')).toContain('1–10 of 23');
    expect(await text(page, 'species-filters-open')).toBe('Filters');

    // Sorting by name, then back to severity from the category header.
    await page.getByTestId('species-sort-scientificName').click();
    expect((await speciesNames(page))[0]).toBe('Demohyla aurea (synthetic)');
    await page.getByTestId('species-sort-threatCategory').click();
    expect((await speciesNames(page))[0]).toBe('Demohyla viridis (synthetic)');
  });

  it('reads in Spanish with per-acre means in imperial', async () => {
    await mount(page, { fixture: 'context', language: 'es', units: 'imperial' });
    expect(await text(page, 'biodiversity-headline-study-area-value')).toBe('5.931 acres');
    // 0.0201 per ha / 2.47105 = 0.0081 per acre
    expect(await text(page, 'biodiversity-headline-threat-mean')).toMatch(
      /Puntuación de reducción de amenazas por acre\s+0,0081/,
    );
    expect(await cells(page, 'star-row-2')).toEqual([
      '2. Agricultura y acuicultura',
      '0,0013 %',
      '19,8765',
      '11,2034',
    ]);
    expect(await text(page, 'species-category')).toBe('CR — En Peligro Crítico');
    expect(await page.getByText('Especies por categoría de la Lista Roja').count()).toBeGreaterThan(
      0,
    );
    expect(await text(page, 'species-filters-open')).toBe('Filtros');
    await chartTexts(page, 'star-chart');
    await saveScreenshot(page, 'biodiversity-tab-context-es-imperial');
    // A phone's width: the tables scroll sideways, the page does not.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'biodiversity-tab-context-phone');
    // The STAR chart on the phone: codes on the axis, every label inside the plot.
    await page.getByTestId('star-chart').screenshot({
      path: path.join(here, '../../../test-results/biodiversity-tab-star-chart-phone.png'),
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('says so when no species or score reaches the area, or the values are unreadable', async () => {
    await mount(page, { fixture: 'emptyContext', language: 'en', units: 'metric' });
    expect(await text(page, 'species-none')).toBe('No species ranges overlap this study area.');
    expect(await text(page, 'star-empty')).toBe('No threat scores for this study area.');
    expect(await page.getByTestId('species-chart').count()).toBe(0);
    await saveScreenshot(page, 'biodiversity-tab-empty');
    await mount(page, { fixture: 'broken', language: 'es', units: 'metric' });
    expect(await text(page, 'biodiversity-unavailable')).toBe('Resultados no disponibles.');
  });
});
