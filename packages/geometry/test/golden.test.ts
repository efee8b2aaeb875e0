import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cleanUpShapes } from '../src/clean-up-shapes.js';
import { dissolveShapes } from '../src/dissolve-shapes.js';
import { dropSmallRings } from '../src/drop-small-rings.js';
import { isValidAsIs } from '../src/polygon-validity.js';
import { repairShapes } from '../src/repair-shapes.js';
import { planarDoubleArea } from '../src/ring-helpers.js';
import { validateShapeCollection } from '../src/shape-collection.validation.js';
import { polygonsOf } from '../src/shape-parts.js';
import { simplifyShapes } from '../src/simplify-shapes.js';
import type { ShapeCollection } from '../src/types.js';
import { formatGeoJson } from './format-geojson.js';

/**
 * Golden fixtures (Turf style): every `test/in/<case>.geojson` goes through each operation and
 * must equal `test/out/<case>.<operation>.geojson`. `REGEN=1 npx vitest run --project unit
 * packages/geometry/test/golden.test.ts` rewrites the outputs; read the diff before committing
 * it. `validate` records what validation accepts (cut at the antimeridian: the `antimeridian-*`
 * cases); operations after repair take the repaired shape, as the clean-up does.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const regenerate = process.env.REGEN === '1';

const operations: Record<string, (shape: ShapeCollection) => ShapeCollection> = {
  // What validation hands on: cut at the antimeridian, longitudes within ±180.
  validate: (shape) => shape,
  repair: repairShapes,
  dissolve: (shape) => dissolveShapes(repairShapes(shape)),
  simplify: (shape) => simplifyShapes(repairShapes(shape), 20),
  'drop-small-rings': (shape) => dropSmallRings(repairShapes(shape), 5000),
  'clean-up': (shape) => cleanUpShapes(shape).collection,
};

const cases = readdirSync(path.join(here, 'in'))
  .filter((file) => file.endsWith('.geojson'))
  .map((file) => file.replace(/\.geojson$/, ''));

describe('golden fixtures', () => {
  it('has the cases the issue lists', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(cases)('%s', (name) => {
    const input = JSON.parse(readFileSync(path.join(here, 'in', `${name}.geojson`), 'utf8'));
    const checked = validateShapeCollection(input);

    it.each(Object.keys(operations))('%s', (operation) => {
      if (!checked.valid)
        throw new Error(`test/in/${name}.geojson is refused: ${checked.reason.code}`);
      const run = operations[operation] as (shape: ShapeCollection) => ShapeCollection;
      const output = run(checked.value);
      // Validation alone repairs nothing, except where it cuts at the antimeridian.
      const promisesValidity = operation !== 'validate' || name.startsWith('antimeridian-');
      for (const feature of promisesValidity ? output.features : []) {
        const polygons = polygonsOf(feature.geometry);
        expect(isValidAsIs(polygons)).toBe(true);
        const windings = polygons.flatMap((rings) =>
          rings.map((ring, index) => planarDoubleArea(ring) > 0 === (index === 0)),
        );
        expect(windings.every(Boolean), 'exteriors counter-clockwise, holes clockwise').toBe(true);
      }
      const actual = formatGeoJson(output);
      const file = path.join(here, 'out', `${name}.${operation}.geojson`);
      if (regenerate) writeFileSync(file, actual);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  });
});
