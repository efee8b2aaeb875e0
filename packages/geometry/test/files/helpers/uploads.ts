import { expect } from 'vitest';
import type { ImportedShapes, UploadedFile } from '../../../src/import/index.js';
import type { Refusal, Result } from '../../../src/types.js';
import { type DbfFieldSpec, writeDbf } from './write-dbf.js';
import { SHAPE_TYPE, type ShpRecord, writeShapefile } from './write-shapefile.js';

export const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/** One small square Feature as GeoJSON text, 0.01 degree wide at 44 N, west edge at `west`. */
export const squareFeatureText = (west: number): string =>
  JSON.stringify({
    type: 'Feature',
    properties: { west },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, 44],
          [west + 0.01, 44],
          [west + 0.01, 44.01],
          [west, 44.01],
          [west, 44],
        ],
      ],
    },
  });

/** A square ring of `size` around (x, y), clockwise as shapefiles want outer rings. */
export function clockwiseSquare(x: number, y: number, size: number): Array<[number, number]> {
  return [
    [x, y],
    [x, y + size],
    [x + size, y + size],
    [x + size, y],
    [x, y],
  ];
}

export interface ShapefileOptions {
  shapeType?: number;
  prj?: string;
  dbf?: {
    fields: DbfFieldSpec[];
    rows: Array<Record<string, string | number>>;
    encode?: (text: string) => Uint8Array;
  };
  cpg?: string;
}

/** The separate files of one shapefile, named `name`.shp/.shx/.prj (+ .dbf, .cpg). */
export function shapefileUploads(
  name: string,
  records: readonly ShpRecord[],
  options: ShapefileOptions = {},
): UploadedFile[] {
  const { shp, shx } = writeShapefile(options.shapeType ?? SHAPE_TYPE.polygon, records);
  const files: UploadedFile[] = [
    { name: `${name}.shp`, bytes: shp },
    { name: `${name}.shx`, bytes: shx },
  ];
  if (options.prj !== undefined) files.push({ name: `${name}.prj`, bytes: bytesOf(options.prj) });
  if (options.dbf) {
    const { fields, rows, encode } = options.dbf;
    files.push({ name: `${name}.dbf`, bytes: writeDbf(fields, rows, encode) });
  }
  if (options.cpg !== undefined) files.push({ name: `${name}.cpg`, bytes: bytesOf(options.cpg) });
  return files;
}

/** The files as zip entries by path: `{ 'folder/a.shp': bytes, … }`. */
export const entriesOf = (
  files: readonly UploadedFile[],
  folder = '',
): Record<string, Uint8Array> =>
  Object.fromEntries(files.map((file) => [`${folder}${file.name}`, file.bytes]));

export function expectAccepted(result: Result<ImportedShapes>): ImportedShapes {
  if (!result.valid) expect.fail(`refused: ${JSON.stringify(result.reason)}`);
  return result.value;
}

export function expectRefused(result: Result<ImportedShapes>, code: string): Refusal {
  if (result.valid) expect.fail(`accepted, expected ${code}`);
  expect(result.reason.code).toBe(code);
  return result.reason;
}

/** The outer ring of a feature's (first) polygon. */
export function outerRing(shapes: ImportedShapes, index = 0): number[][] {
  const geometry = shapes.collection.features[index]?.geometry;
  if (!geometry) return expect.fail(`no feature ${index}`);
  const ring = geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.coordinates[0]?.[0];
  return ring ?? expect.fail('no ring');
}
