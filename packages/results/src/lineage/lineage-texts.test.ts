import { describe, expect, it } from 'vitest';
import type { Translate } from '../context-model.js';
import { lineageTexts } from './lineage-texts.js';

/** The Spanish catalogue entries this needs, and nothing else (missing keys come back). */
const spanish: Translate = (key) =>
  ({
    'results.dataSources.datasets.synthetic-demo.name':
      'Datos de demostración sintéticos de Ecotone',
    'results.dataSources.datasets.synthetic-demo.license':
      'Sintéticos, no aptos para tomar decisiones',
    'results.dataSources.datasets.synthetic-demo.citation': 'Generados por procedimiento.',
    'results.dataSources.licenses.public-domain': 'Dominio público',
  })[key] ?? key;

describe('lineageTexts', () => {
  it('translates the synthetic demo data, which must say what it is in every language', () => {
    const texts = lineageTexts(
      {
        datasetId: 'synthetic-demo',
        name: 'Ecotone synthetic demo data',
        license: 'Synthetic, not for decisions',
        citation: 'Ecotone synthetic demo data: procedurally generated.',
      },
      spanish,
    );
    expect(texts).toEqual({
      datasetId: 'synthetic-demo',
      name: 'Datos de demostración sintéticos de Ecotone',
      license: 'Sintéticos, no aptos para tomar decisiones',
      citation: 'Generados por procedimiento.',
    });
  });

  it("translates licence identifiers and keeps a dataset's own texts as they came", () => {
    const entry = {
      datasetId: 'usgs-lcmap',
      name: 'USGS LCMAP',
      license: 'public-domain',
      citation: 'U.S. Geological Survey (2021).',
    };
    expect(lineageTexts(entry, spanish)).toEqual({ ...entry, license: 'Dominio público' });
    expect(lineageTexts({ ...entry, license: 'CC-BY-4.0' }, spanish).license).toBe('CC-BY-4.0');
  });
});
