import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHexColor } from '@ecotone/analysis/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportInput, ReportOutput } from '../report-input.js';
import { MAP_GROUND, SHAPE_FILL, SHAPE_FILL_OPACITY } from './maps/shape-map.js';
import { pdfPageCount, pdfPagePixels, pdfText, popplerAvailable } from './pdf-readback.fixture.js';
import { renderAssessmentReport } from './render-report.js';
import { type FixtureOptions, reportInputFixture } from './report-input.fixture.js';

/**
 * The report read back as its reader's tools read it (poppler): page count, words and figures
 * in both languages and unit systems, the warning on every page of synthetic data and on none
 * otherwise, the shape's colour on the cover's map, and reports of odd inputs that still open.
 * Figures are worked out by hand from the fixture (report-input.fixture.ts).
 */

let directory: string;
const fixture = (options: Omit<FixtureOptions, 'directory'>) =>
  reportInputFixture({ directory, ...options });

let english: ReportOutput;
let spanish: ReportOutput;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'report-render-'));
  english = await renderAssessmentReport(fixture({ language: 'en', unitSystem: 'metric' }));
  spanish = await renderAssessmentReport(
    fixture({ language: 'es', unitSystem: 'imperial', synthetic: false, financials: true }),
  );
}, 120_000);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** pdftotext -layout keeps a line's words apart by runs of spaces: one space is enough here. */
const flat = (text: string) => text.replace(/[ \u00a0]+/g, ' ');

describe.runIf(popplerAvailable)('renderAssessmentReport', () => {
  it('answers the page count pdfinfo reads', () => {
    expect(pdfPageCount(english.pdf)).toBe(english.pageCount);
    expect(pdfPageCount(spanish.pdf)).toBe(spanish.pageCount);
    expect(english.pageCount).toBeGreaterThan(8);
  });

  it('prints the assessment, its sections and its figures as the web writes them (en, metric)', () => {
    const text = flat(pdfText(english.pdf));
    for (const words of [
      'Ranch North reforestation',
      'Cache la Poudre Ranch',
      'Natural capital assessment',
      'Context',
      'Land cover change',
      'Carbon',
      'Water',
      'Biodiversity',
      'Data sources and methods',
    ])
      expect(text).toContain(words);
    // Areas: 2,412.6 ha gross, 12.6 ha excluded, 2,400 ha net.
    expect(text).toContain('Gross area 2,413 ha');
    expect(text).toContain('Net project area 2,400 ha');
    // Stored as the wizard's activity, named by its template.
    expect(text).toContain(
      'Recommended restoration activity Forest: afforestation and reforestation',
    );
    // Carbon: 1,600 ha x 3.97 tC/ha/yr x 30 yr + 250 ha x 2.55 x 30 = 190,560 + 19,125 tC;
    // per hectare of the 2,400: 87.37.
    expect(text).toContain('209,685 tC (87 tC/ha)');
    // MSA-loss 2,400 x (1 - 0.2925) = 1,698 ha before, 1,346 after: 352 avoided.
    expect(text).toContain('+352 ha');
    // STAR scores with 4 decimals; the fire of 2019 with its share of the study area.
    expect(text).toContain('48.2401');
    expect(text).toMatch(/2019-10-03 to 2019-10-21 613 ha 26%/);
    expect(text).toContain('Not finished: Running, 40% done.');
    expect(text).toContain('Failed: The soil water holding capacity dataset could not be read.');
    // Every dataset once, the synthetic one marked.
    expect(text.match(/Ecotone synthetic demo data \(synthetic\)/g)).toHaveLength(1);
    // No money without full access.
    expect(text).not.toContain('Financial terms');
  });

  it('lists the sections on the cover with the pages they start on', () => {
    const cover = flat(pdfText(english.pdf, 1));
    for (const title of [
      'Context',
      'Carbon',
      'Water',
      'Biodiversity',
      'Data sources and methods',
    ]) {
      let start = 0;
      for (let page = 2; page <= english.pageCount && start === 0; page++)
        if (flat(pdfText(english.pdf, page)).includes(`\n${title}\n`)) start = page;
      expect(start, title).toBeGreaterThan(1);
      expect(cover, title).toMatch(new RegExp(`\\n${title} ${start}\\n`));
    }
  });

  it('prints them in Spanish and imperial units, with the financial terms for full access', () => {
    const text = flat(pdfText(spanish.pdf));
    for (const words of [
      'Evaluación del capital natural',
      'Contexto',
      'Carbono',
      'Agua',
      'Biodiversidad',
      'Fuentes de datos y métodos',
      'Condiciones financieras',
    ])
      expect(text).toContain(words);
    // 2,412.6 ha = 5,961.7 acres; 209,685 tC over 5,930.5 acres = 35.4 tC/acre.
    expect(text).toContain('5.962 acres');
    expect(text).toContain('209.685 tC (35 tC/acre)');
    // 1,697.9 - 1,345.6 = 352.3 ha avoided = 870.6 acres; STAR with a decimal comma.
    expect(text).toContain('+871 acres');
    expect(text).toContain('48,2401');
    expect(text).toMatch(/18\.500\sUS\$/);
    expect(text).toContain('30 años');
  });

  it('warns of synthetic data on every page, and on none when the data are real', () => {
    for (let page = 1; page <= english.pageCount; page++) {
      const text = flat(pdfText(english.pdf, page));
      expect(text, `page ${page}`).toContain('Demo data (synthetic) — not for decisions');
      expect(text, `page ${page}`).toContain(
        'These results were computed from synthetic demo data',
      );
      expect(text, `page ${page}`).toContain(`Page ${page} of ${english.pageCount}`);
    }
    for (let page = 1; page <= spanish.pageCount; page++) {
      const text = flat(pdfText(spanish.pdf, page));
      expect(text, `página ${page}`).not.toContain('Datos de demostración (sintéticos)');
      expect(text, `página ${page}`).toContain(`Página ${page} de ${spanish.pageCount}`);
    }
  });

  it('fills the shape on the cover map with its colour', () => {
    const fill = parseHexColor(SHAPE_FILL) ?? [0, 0, 0, 0];
    const ground = parseHexColor(MAP_GROUND) ?? [0, 0, 0, 0];
    const blended = [0, 1, 2].map(
      (channel) =>
        (fill[channel] ?? 0) * SHAPE_FILL_OPACITY +
        (ground[channel] ?? 0) * (1 - SHAPE_FILL_OPACITY),
    );
    const matching = (page: number) => {
      const { width, height, rgb } = pdfPagePixels(english.pdf, page);
      const rows: number[] = [];
      for (let pixel = 0; pixel < width * height; pixel++)
        if (
          blended.every((value, channel) => Math.abs((rgb[pixel * 3 + channel] ?? 0) - value) <= 8)
        )
          rows.push(Math.floor(pixel / width) / height);
      return rows;
    };
    const cover = matching(1);
    // A4 at 40 dpi is 331 x 468 px: the shape covers a good part of the map box.
    expect(cover.length).toBeGreaterThan(2000);
    // ... in the map box, between the title and the facts below it.
    expect(Math.min(...cover)).toBeGreaterThan(0.2);
    expect(Math.max(...cover)).toBeLessThan(0.7);
    expect(matching(2)).toHaveLength(0);
  });

  it('replaces the map of a layer whose file is gone by a note', async () => {
    const input = fixture({ language: 'en', unitSystem: 'metric' });
    // Gone after the job read its location, and gone before (no location).
    const [first, ...others] = input.mapLayers;
    if (!first) throw new Error('the fixture maps no layer');
    const gone: ReportInput = {
      ...input,
      mapLayers: [
        { ...first, location: path.join(directory, 'deleted.tif') },
        ...others.map((layer) => ({ ...layer, location: null })),
      ],
    };
    const output = await renderAssessmentReport(gone);
    const text = flat(pdfText(output.pdf));
    expect(
      text.match(/The map of this layer cannot be drawn: its file is not available\./g),
    ).toHaveLength(2);
    expect(text).toContain('Map: Land cover 2024');
    expect(pdfPageCount(output.pdf)).toBe(output.pageCount);
  });

  it('still makes a PDF of an assessment with no results, and of results with missing parts', async () => {
    const input = fixture({ language: 'es', unitSystem: 'metric' });
    const empty = await renderAssessmentReport({
      ...input,
      summary: { ...input.summary, tools: [], area: { studyArea: null, maskLayers: [] } },
      results: [],
      shape: [],
      mapLayers: [],
    });
    expect(pdfPageCount(empty.pdf)).toBe(empty.pageCount);
    expect(flat(pdfText(empty.pdf))).toContain('Aún no hay datos de la evaluación');
    const broken = await renderAssessmentReport({
      ...input,
      results: input.results.map((result) => ({
        ...result,
        results: { values: {} } as never,
      })),
      mapLayers: input.mapLayers.map((layer) => ({ ...layer, legend: {} as never, palette: null })),
    });
    expect(pdfPageCount(broken.pdf)).toBe(broken.pageCount);
    expect(flat(pdfText(broken.pdf))).toContain(
      'Los valores de carbono de este resultado no están disponibles.',
    );
  });

  it('makes the same bytes from the same input', async () => {
    const again = await renderAssessmentReport(fixture({ language: 'en', unitSystem: 'metric' }));
    expect(Buffer.from(again.pdf).equals(Buffer.from(english.pdf))).toBe(true);
  });
});
