import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { exportShapefile, WGS84_PRJ } from '../../src/export/index.js';
import { importShapeFiles } from '../../src/import/index.js';
import type { ShapeCollection } from '../../src/types.js';
import { expectAccepted } from './helpers/uploads.js';

/** RFC 7946 winding (outer counter-clockwise, holes clockwise), as every stored shape has. */
const outer = [
  [-105, 36],
  [-104.99, 36],
  [-104.99, 36.01],
  [-105, 36.01],
  [-105, 36],
];
const hole = [
  [-104.998, 36.002],
  [-104.998, 36.008],
  [-104.992, 36.008],
  [-104.992, 36.002],
  [-104.998, 36.002],
];
const island = [
  [-104.98, 36],
  [-104.97, 36],
  [-104.97, 36.01],
  [-104.98, 36],
];

const potreros: ShapeCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Potrero Ñandú', hectares: 81.25, head: 40, grazed: true },
      geometry: { type: 'Polygon', coordinates: [outer, hole] },
    },
    {
      type: 'Feature',
      properties: { name: 'Lote "2"', description: 'a long description of the second lot' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [[outer.map(([x = 0, y = 0]) => [x, y - 0.02])], [island]],
      },
    },
  ],
};

const signedArea = (ring: number[][]) =>
  ring.reduce((sum, [x = 0, y = 0], i) => {
    const [nx = 0, ny = 0] = ring[(i + 1) % ring.length] ?? [];
    return sum + x * ny - nx * y;
  }, 0) / 2;

/** The rings of each .shp record, read straight from the bytes. */
function shpRecordRings(shp: Uint8Array): number[][][][] {
  const view = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
  const records: number[][][][] = [];
  for (let at = 100; at < shp.byteLength; ) {
    const length = view.getInt32(at + 4) * 2;
    const content = at + 8;
    const partCount = view.getInt32(content + 36, true);
    const pointCount = view.getInt32(content + 40, true);
    const starts = Array.from({ length: partCount }, (_, i) =>
      view.getInt32(content + 44 + 4 * i, true),
    );
    const points = Array.from({ length: pointCount }, (_, i) => {
      const p = content + 44 + 4 * partCount + 16 * i;
      return [view.getFloat64(p, true), view.getFloat64(p + 8, true)];
    });
    records.push(starts.map((start, i) => points.slice(start, starts[i + 1] ?? pointCount)));
    at = content + length;
  }
  return records;
}

describe('exportShapefile', () => {
  it('zips .shp, .shx, .dbf, .prj (WGS 84) and .cpg (UTF-8) under one name', async () => {
    const zip = await JSZip.loadAsync(await exportShapefile(potreros, 'Finca El Roble'));
    expect(Object.keys(zip.files).sort()).toEqual(
      ['cpg', 'dbf', 'prj', 'shp', 'shx'].map((extension) => `Finca El Roble.${extension}`),
    );
    expect(await zip.file('Finca El Roble.prj')?.async('string')).toBe(WGS84_PRJ);
    expect(await zip.file('Finca El Roble.cpg')?.async('string')).toBe('UTF-8');
  });

  it('winds outer rings clockwise and holes counter-clockwise, as the ESRI specification wants', async () => {
    const zip = await JSZip.loadAsync(await exportShapefile(potreros, 'potreros'));
    const shp = await zip.file('potreros.shp')?.async('uint8array');
    const [first, second] = shpRecordRings(shp ?? new Uint8Array());
    expect(first?.map((ring) => Math.sign(signedArea(ring)))).toEqual([-1, 1]);
    expect(second?.map((ring) => Math.sign(signedArea(ring)))).toEqual([-1, -1]);
    expect(first?.[0]).toEqual(outer.toReversed());
  });

  it('reads back through our own importer: the same shapes and attributes', async () => {
    const bytes = await exportShapefile(potreros, 'potreros');
    const { collection } = expectAccepted(
      await importShapeFiles([{ name: 'potreros.zip', bytes }]),
    );
    expect(collection.features.map((feature) => feature.geometry)).toEqual(
      potreros.features.map((feature) => feature.geometry),
    );
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      { name: 'Potrero Ñandú', hectares: 81.25, head: 40, grazed: true, descriptio: '' },
      {
        name: 'Lote "2"',
        hectares: null,
        head: null,
        grazed: null,
        descriptio: 'a long description of the second lot',
      },
    ]);
  });

  it('writes an id field when the features have no properties', async () => {
    const bare: ShapeCollection = {
      type: 'FeatureCollection',
      features: potreros.features.map((feature) => ({ ...feature, properties: null })),
    };
    const bytes = await exportShapefile(bare, 'bare');
    const { collection } = expectAccepted(await importShapeFiles([{ name: 'bare.zip', bytes }]));
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });
});

const ogrinfo = (() => {
  try {
    execFileSync('ogrinfo', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!ogrinfo)
  console.warn(
    'ogrinfo (gdal-bin) is not installed: the GDAL check of exported shapefiles is skipped.',
  );

describe.runIf(ogrinfo)('an exported shapefile as GDAL reads it', () => {
  it('is a valid WGS 84 polygon layer with the attributes in UTF-8', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ecotone-shp-'));
    try {
      const path = join(folder, 'potreros.zip');
      writeFileSync(path, await exportShapefile(potreros, 'potreros'));
      const report = execFileSync('ogrinfo', ['-al', '-ro', `/vsizip/${path}`], {
        encoding: 'utf8',
      });
      expect(report).toMatch(/Geometry: Polygon/);
      expect(report).toMatch(/Feature Count: 2/);
      expect(report).toMatch(/GEOGCRS\["WGS 84"|GEOGCS\["WGS 84"|GEOGCS\["GCS_WGS_1984"/);
      expect(report).toContain('name (String) = Potrero Ñandú');
      expect(report).toMatch(/hectares \(Real\) = 81\.25/);
      expect(report).toMatch(/head \(Integer64\) = 40/);
      expect(report).toContain('MULTIPOLYGON');
      expect(report).not.toMatch(/ERROR|Warning/);
      const valid = execFileSync(
        'ogrinfo',
        [
          '-ro',
          '-dialect',
          'SQLite',
          '-sql',
          'SELECT count(*) AS bad FROM potreros WHERE NOT ST_IsValid(geometry)',
          `/vsizip/${path}`,
        ],
        { encoding: 'utf8' },
      );
      expect(valid).toMatch(/bad \(Integer\) = 0/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
