import { describe, expect, it } from 'vitest';
import { exportGeoJson, exportKml } from '../../src/export/index.js';
import { importShapeFiles } from '../../src/import/index.js';
import type { ShapeCollection } from '../../src/types.js';
import { parcelRecords } from './helpers/parcels.js';
import { PRJ } from './helpers/projections.js';
import { bytesOf, expectAccepted, shapefileUploads } from './helpers/uploads.js';
import { zipFiles } from './helpers/zip.js';

/** Shapes as a shapefile import produces them (RFC 7946 winding), with a hole and a MultiPolygon. */
async function importedShapes(): Promise<ShapeCollection> {
  const [first, second] = parcelRecords(2, 40, 7);
  const hole = [
    [500_000, 4_000_000],
    [500_100, 4_000_000],
    [500_100, 4_000_100],
    [500_000, 4_000_000],
  ] as const;
  const outer = [
    [499_500, 3_999_500],
    [499_500, 4_000_500],
    [500_500, 4_000_500],
    [500_500, 3_999_500],
    [499_500, 3_999_500],
  ] as const;
  const records = [first ?? null, [...(second ?? []), outer, hole]];
  const fields = [{ name: 'NAME', type: 'C' as const, length: 20 }];
  const rows = [{ NAME: 'Potrero Norte' }, { NAME: 'Potrero Sur' }];
  const files = shapefileUploads('potreros', records, {
    prj: PRJ.utm13nEsri,
    dbf: { fields, rows },
  });
  const { collection } = expectAccepted(await importShapeFiles(files));
  expect(collection.features.map((feature) => feature.geometry.type)).toEqual([
    'Polygon',
    'MultiPolygon',
  ]);
  expect(collection.features[1]?.geometry.coordinates.map((part) => part.length)).toEqual([1, 2]);
  return collection;
}

describe('export then import gives the same shapes', () => {
  it('through GeoJSON, properties included', async () => {
    const original = await importedShapes();
    const again = expectAccepted(
      await importShapeFiles([
        { name: 'shapefile-2026-03-07.geojson', bytes: bytesOf(exportGeoJson(original)) },
      ]),
    );
    expect(again.collection).toEqual(original);
  });

  it.each([
    ['KML', false],
    ['KMZ', true],
  ])('through %s, with the name as a folder and properties as text', async (_format, zipped) => {
    const original = await importedShapes();
    const kml = exportKml(original, 'Potreros');
    const file = zipped
      ? { name: 'shapefile.kmz', bytes: await zipFiles({ 'doc.kml': kml }) }
      : { name: 'shapefile.kml', bytes: bytesOf(kml) };
    const again = expectAccepted(await importShapeFiles([file]));
    expect(again.collection.features.map((feature) => feature.geometry)).toEqual(
      original.features.map((feature) => feature.geometry),
    );
    expect(again.collection.features.map((feature) => feature.properties?.NAME)).toEqual([
      'Potrero Norte',
      'Potrero Sur',
    ]);
  });
});
