import { describe, expect, it } from 'vitest';
import { importShapeFiles } from '../../src/import/index.js';
import { PRJ } from './helpers/projections.js';
import {
  bytesOf,
  clockwiseSquare,
  entriesOf,
  expectAccepted,
  expectRefused,
  shapefileUploads,
} from './helpers/uploads.js';
import { SHAPE_TYPE } from './helpers/write-shapefile.js';
import { zipFiles } from './helpers/zip.js';

const parcel = clockwiseSquare(500_000, 4_000_000, 1000);
const fields = [{ name: 'NAME', type: 'C' as const, length: 20 }];

describe('importShapeFiles: zipped shapefiles', () => {
  it('reads a shapefile in a folder, ignoring __MACOSX and ._ entries', async () => {
    const parts = shapefileUploads('Parcels', [[parcel]], {
      prj: PRJ.utm13nEsri,
      dbf: { fields, rows: [{ NAME: 'North' }] },
    });
    const zip = await zipFiles({
      ...entriesOf(parts, 'Export 2024/data/'),
      '__MACOSX/Export 2024/data/._Parcels.shp': new Uint8Array(4096),
      'Export 2024/data/._Parcels.shx': new Uint8Array(10),
      'Export 2024/readme.txt': 'exported from ArcGIS',
      'Export 2024/.DS_Store': new Uint8Array(16),
    });
    const shapes = expectAccepted(await importShapeFiles([{ name: 'parcels.zip', bytes: zip }]));
    expect(shapes.layers).toEqual([
      { name: 'Parcels', file: 'parcels.zip', featureCount: 1, geometryTypes: { Polygon: 1 } },
    ]);
    expect(shapes.collection.features[0]?.properties).toEqual({ NAME: 'North' });
  });

  it('reads every shapefile in a zip as its own layer', async () => {
    const farm = shapefileUploads('farm', [[parcel]], { prj: PRJ.utm13nEsri });
    const lots = shapefileUploads('lots', [[parcel], [clockwiseSquare(505_000, 4_000_000, 500)]], {
      prj: PRJ.utm13nOgc,
    });
    const zip = await zipFiles({ ...entriesOf(farm, 'a/'), ...entriesOf(lots, 'b/') });
    const shapes = expectAccepted(await importShapeFiles([{ name: 'two.zip', bytes: zip }]));
    expect(shapes.layers.map((layer) => [layer.name, layer.featureCount])).toEqual([
      ['farm', 1],
      ['lots', 2],
    ]);
    expect(shapes.collection.features).toHaveLength(3);
  });
});

describe('importShapeFiles: several files in one call', () => {
  it('combines a separate shapefile, a zip, a GeoJSON and a KML in one call', async () => {
    const separate = shapefileUploads('farm', [[parcel]], { prj: PRJ.utm13nEsri });
    const zip = await zipFiles(
      entriesOf(shapefileUploads('lots', [[parcel]], { prj: PRJ.utm13nEsri })),
    );
    const geojson = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [-105, 36],
          [-104.99, 36],
          [-104.99, 36.01],
          [-105, 36],
        ],
      ],
    });
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>-105,36 -104.99,36 -104.99,36.01 -105,36</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    const shapes = expectAccepted(
      await importShapeFiles([
        ...separate,
        { name: 'lots.zip', bytes: zip },
        { name: 'area.geojson', bytes: bytesOf(geojson) },
        { name: 'area.kml', bytes: bytesOf(kml) },
      ]),
    );
    expect(shapes.layers.map((layer) => layer.file)).toEqual([
      'farm.shp',
      'lots.zip',
      'area.geojson',
      'area.kml',
    ]);
    expect(shapes.collection.features).toHaveLength(4);
  });
});

describe('importShapeFiles: refused zips name the zip and the entry', () => {
  it('names the zip and the entry when a zipped shapefile is missing its .prj', async () => {
    const zip = await zipFiles(entriesOf(shapefileUploads('farm', [[parcel]]), 'data/'));
    const reason = expectRefused(
      await importShapeFiles([{ name: 'farm.zip', bytes: zip }]),
      'SHAPEFILE_PART_MISSING',
    );
    expect(reason.params).toEqual({ file: 'farm.zip (data/farm.shp)', missing: '.prj' });
  });

  it('refuses a zip of line shapefiles, naming the layer', async () => {
    const lines = shapefileUploads(
      'roads',
      [
        [
          [
            [500_000, 4_000_000],
            [501_000, 4_001_000],
          ],
        ],
      ],
      {
        prj: PRJ.utm13nEsri,
        shapeType: SHAPE_TYPE.polyline,
      },
    );
    const zip = await zipFiles(entriesOf(lines));
    const reason = expectRefused(
      await importShapeFiles([{ name: 'roads.zip', bytes: zip }]),
      'ONLY_LINES',
    );
    expect(reason.params).toEqual({ file: 'roads.zip (roads.shp)', count: 1, kind: 'line' });
  });
});
