import { describe, expect, it } from 'vitest';
import { readMapConfig } from './map-config-reader.js';
import { mapConfigSchema } from './places.js';
import { expectReaderAgrees } from './reader-agreement.fixture.js';

const satellite = {
  tiles: ['https://tiles.example/{z}/{x}/{y}.jpg'],
  attribution: '© Imagery',
  maxZoom: 19,
};
const config = (source: unknown) => ({ satellite: source, standard: null });

const answers: Array<[string, unknown]> = [
  ['both off', { satellite: null, standard: null }],
  ['satellite on', config(satellite)],
  [
    'both on, extra fields',
    { satellite: { ...satellite, minZoom: 2 }, standard: { ...satellite, maxZoom: 0 }, x: 1 },
  ],
  ['several tiles', config({ ...satellite, tiles: ['a', 'b'] })],
  ['no tiles', config({ ...satellite, tiles: [] })],
  ['a numeric tile', config({ ...satellite, tiles: [1] })],
  ['tiles as a string', config({ ...satellite, tiles: 'a' })],
  ['a missing attribution', config({ ...satellite, attribution: undefined })],
  ['zoom 24', config({ ...satellite, maxZoom: 24 })],
  ['zoom 25', config({ ...satellite, maxZoom: 25 })],
  ['zoom -1', config({ ...satellite, maxZoom: -1 })],
  ['a fractional zoom', config({ ...satellite, maxZoom: 18.5 })],
  ['a zoom as text', config({ ...satellite, maxZoom: '19' })],
  ['a NaN zoom', config({ ...satellite, maxZoom: Number.NaN })],
  ['a missing standard', { satellite: null }],
  ['an undefined satellite', { satellite: undefined, standard: null }],
  ['a source as an array', config([satellite])],
  ['an array', [null, null]],
  ['null', null],
];

describe('readMapConfig', () => {
  it.each(answers)('agrees with mapConfigSchema on %s', (_name, answer) => {
    expectReaderAgrees(mapConfigSchema, readMapConfig, answer);
  });

  it('reads a configuration', () => {
    expect(readMapConfig(config(satellite))).toEqual({ satellite, standard: null });
  });
});
