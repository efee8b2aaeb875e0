import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportedShapes, importShapeFiles } from '../../src/import/index.js';
import { type GdalFeature, gdalReading, westOf } from './gdal-exports/gdal-reading.js';
import { GDAL_EXPORTS as folder, gdalExport } from './helpers/gdal-exports.js';
import { expectAccepted, expectRefused } from './helpers/uploads.js';

/**
 * Real exports written by GDAL's ogr2ogr and altered the way other tools leave them
 * (gdal-exports/make-fixtures.ts made them), read as GDAL reads them: the shapes GDAL finds,
 * with the attributes it gives them, in its order (gdal-readings.json is its reading).
 */
const readings = JSON.parse(readFileSync(join(folder, 'gdal-readings.json'), 'utf8')) as Record<
  string,
  GdalFeature[]
>;

/** Our features as GDAL's reading lists them. */
const asRead = (shapes: ImportedShapes): GdalFeature[] =>
  shapes.collection.features.map((feature) => ({
    name: (feature.properties?.name as string | undefined) ?? null,
    geometry: feature.geometry.type,
    west: westOf(feature.geometry.coordinates),
  }));
const withGeometry = (features: GdalFeature[]) => features.filter((each) => each.geometry);

/** Each accepted fixture: what it is, and the warnings it must give (beyond GDAL's shapes). */
const accepted: Record<string, { what: string; warnings: unknown[] }> = {
  'padded-polygon': {
    what: 'a one-polygon .shp ending in 512 zero bytes that its header counts',
    warnings: [],
  },
  'null-shapes': {
    what: 'two null shapes between three polygons',
    warnings: [{ code: 'NULL_SHAPES_SKIPPED', params: { file: 'nulls.shp', count: 2 } }],
  },
  'wrong-header-length': {
    what: 'a .shp header giving half the real file length, its .shx right',
    warnings: [],
  },
  'records-out-of-order': {
    what: 'records stored last first in the .shp, found through the .shx',
    warnings: [],
  },
  'shx-lengths-with-header': {
    what: 'a .shx whose record lengths include the 8-byte record header',
    warnings: [],
  },
};

describe('importShapeFiles: shapefiles as GDAL reads them', () => {
  it.each(Object.entries(accepted))('reads %s (%s)', async (name, { warnings }) => {
    const shapes = expectAccepted(await importShapeFiles(gdalExport(name)));
    expect(asRead(shapes)).toEqual(withGeometry(readings[name] ?? []));
    expect(shapes.warnings).toEqual(warnings);
  });

  it('counts as skipped exactly the features GDAL reads without geometry', async () => {
    const shapes = expectAccepted(await importShapeFiles(gdalExport('null-shapes')));
    const gdalNulls = (readings['null-shapes'] ?? []).filter((each) => !each.geometry).length;
    expect(shapes.warnings[0]?.params?.count).toBe(gdalNulls);
  });

  it('refuses a zipped polyline layer padded with zeros for holding only lines, as GDAL counts them', async () => {
    const reason = expectRefused(
      await importShapeFiles(gdalExport('padded-polyline.zip')),
      'ONLY_LINES',
    );
    expect(reason.params).toEqual({
      file: 'padded-polyline.zip (fences.shp)',
      count: readings['padded-polyline.zip']?.length,
      kind: 'line',
    });
  });

  it("reads GDAL's zipped shapefile (.shz) as a zip", async () => {
    const reason = expectRefused(await importShapeFiles(gdalExport('trails.shz')), 'ONLY_LINES');
    expect(reason.params).toEqual({ file: 'trails.shz (trails.shp)', count: 2, kind: 'line' });
  });

  it('tells a GPX file that GPX holds tracks and points, not areas', async () => {
    const reason = expectRefused(
      await importShapeFiles(gdalExport('boundary-walk.gpx')),
      'GPX_NOT_AREAS',
    );
    expect(reason.params).toEqual({ file: 'boundary-walk.gpx' });
  });
});

const hasGdal = (() => {
  try {
    execFileSync('ogr2ogr', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(hasGdal)('gdal-readings.json', () => {
  it.each(Object.keys(readings))('is what this GDAL reads from %s', (name) => {
    const path = join(folder, name);
    const source = name.endsWith('.zip') ? `/vsizip/${path}` : path;
    const shp = statSync(path).isDirectory()
      ? join(path, readdirSync(path).find((part) => part.endsWith('.shp')) ?? '')
      : source;
    expect(gdalReading(shp)).toEqual(readings[name]);
  });
});
