/**
 * Regenerates the files in this folder: real exports written by GDAL's ogr2ogr, then altered the
 * way other tools leave them (zero padding, a wrong header length, records out of order), and
 * GDAL's own reading of each, for gdal-exports.test.ts to compare with ours.
 *
 *   node --import tsx packages/geometry/test/files/gdal-exports/make-fixtures.ts
 *
 * Needs gdal-bin (ogr2ogr, ogrinfo) and zip. The files are committed, so the tests do not.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gdalReading } from './gdal-reading.js';

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'gdal-exports-'));

type Geometry = { type: string; coordinates: unknown } | null;
const feature = (name: string, geometry: Geometry) => ({
  type: 'Feature',
  properties: { name },
  geometry,
});
/** A square 0.01 degree wide near Fort Collins, west edge at `west`. */
const square = (west: number): Geometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, 40.5],
      [west + 0.01, 40.5],
      [west + 0.01, 40.51],
      [west, 40.51],
      [west, 40.5],
    ],
  ],
});
const line = (west: number): Geometry => ({
  type: 'LineString',
  coordinates: [
    [west, 40.5],
    [west + 0.01, 40.505],
    [west + 0.02, 40.5],
  ],
});

/** ogr2ogr a GeoJSON collection to an ESRI Shapefile named `name` in the work folder. */
function exportShapefile(name: string, features: unknown[], format = 'ESRI Shapefile'): string {
  const source = join(work, `${name}.geojson`);
  writeFileSync(source, JSON.stringify({ type: 'FeatureCollection', features }));
  const folder = join(work, name);
  mkdirSync(folder);
  execFileSync('ogr2ogr', ['-f', format, folder, source, '-nln', name]);
  return folder;
}

const big = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const read = (path: string) => new Uint8Array(readFileSync(path));

/** Appends zero bytes and, like the exporters that leave them, counts them in the header. */
function padWithZeros(path: string, zeros: number): void {
  const bytes = new Uint8Array(read(path).byteLength + zeros);
  bytes.set(read(path));
  big(bytes).setInt32(24, bytes.byteLength / 2);
  writeFileSync(path, bytes);
}

/** Rewrites a .shp with its records stored last first; the .shx still lists them in order. */
function reverseRecords(shpPath: string, shxPath: string): void {
  const shp = read(shpPath);
  const shx = read(shxPath);
  const count = (shx.byteLength - 100) / 8;
  const records = Array.from({ length: count }, (_, index) => {
    const offset = big(shx).getInt32(100 + 8 * index) * 2;
    const length = big(shx).getInt32(104 + 8 * index) * 2 + 8;
    return shp.slice(offset, offset + length);
  });
  const out = shp.slice();
  let at = 100;
  for (let index = count - 1; index >= 0; index--) {
    const record = records[index] as Uint8Array;
    out.set(record, at);
    big(shx).setInt32(100 + 8 * index, at / 2);
    at += record.byteLength;
  }
  writeFileSync(shpPath, out);
  writeFileSync(shxPath, shx);
}

/** Each .shx length counting the 8-byte record header, which shapelib reads anyway. */
function shxLengthsWithRecordHeader(shxPath: string): void {
  const shx = read(shxPath);
  for (let at = 100; at < shx.byteLength; at += 8)
    big(shx).setInt32(at + 4, big(shx).getInt32(at + 4) + 4);
  writeFileSync(shxPath, shx);
}

/** Copies the layer's parts into this folder as `case`/`name`.ext. */
function keep(folder: string, name: string, target: string): void {
  mkdirSync(join(here, target), { recursive: true });
  for (const extension of ['shp', 'shx', 'dbf', 'prj'])
    copyFileSync(join(folder, `${name}.${extension}`), join(here, target, `${name}.${extension}`));
}

function zipFolder(folder: string, target: string): void {
  rmSync(join(here, target), { force: true });
  execFileSync('zip', [
    '-q',
    '-X',
    '-j',
    join(here, target),
    ...['shp', 'shx', 'dbf', 'prj'].map((e) => join(folder, `${folder.split('/').pop()}.${e}`)),
  ]);
}

const polygons = ['north', 'middle', 'south'].map((name, index) =>
  feature(name, square(-105.1 + 0.02 * index)),
);

// A one-shape export padded with zeros, header included: "shape 2 cannot be read" before.
keep(exportShapefile('paddock', [polygons[0]]), 'paddock', 'padded-polygon');
padWithZeros(join(here, 'padded-polygon/paddock.shp'), 512);

// The same artefact on a polyline layer, zipped.
const fences = exportShapefile('fences', [
  feature('east', line(-105.1)),
  feature('west', line(-105.2)),
]);
padWithZeros(join(fences, 'fences.shp'), 256);
zipFolder(fences, 'padded-polyline.zip');

// Features without geometry between polygons: ogr2ogr writes them as null shapes.
keep(
  exportShapefile('nulls', [
    polygons[0],
    feature('gone', null),
    polygons[1],
    feature('lost', null),
    polygons[2],
  ]),
  'nulls',
  'null-shapes',
);

// A .shp header whose file length is wrong (half the real one); the .shx is right.
keep(exportShapefile('halved', polygons), 'halved', 'wrong-header-length');
{
  const path = join(here, 'wrong-header-length/halved.shp');
  const bytes = read(path);
  big(bytes).setInt32(24, bytes.byteLength / 4);
  writeFileSync(path, bytes);
}

// Records stored in reverse order in the .shp, found through the .shx.
keep(exportShapefile('reordered', polygons), 'reordered', 'records-out-of-order');
reverseRecords(
  join(here, 'records-out-of-order/reordered.shp'),
  join(here, 'records-out-of-order/reordered.shx'),
);

// A .shx whose lengths count the record headers (seen from some writers; shapelib copes).
keep(exportShapefile('longer', polygons), 'longer', 'shx-lengths-with-header');
shxLengthsWithRecordHeader(join(here, 'shx-lengths-with-header/longer.shx'));

// GDAL's single-layer zipped shapefile.
execFileSync('ogr2ogr', [
  '-f',
  'ESRI Shapefile',
  join(work, 'trails.shz'),
  join(fences, '..', 'fences.geojson'),
  '-nln',
  'trails',
]);
copyFileSync(join(work, 'trails.shz'), join(here, 'trails.shz'));

// A GPS track, as GPX.
execFileSync('ogr2ogr', [
  '-f',
  'GPX',
  join(here, 'boundary-walk.gpx'),
  join(fences, '..', 'fences.geojson'),
  '-nlt',
  'MULTILINESTRING',
  '-nln',
  'tracks',
]);

const readings = {
  'padded-polygon': gdalReading(join(here, 'padded-polygon/paddock.shp')),
  'padded-polyline.zip': gdalReading(`/vsizip/${join(here, 'padded-polyline.zip')}`),
  'null-shapes': gdalReading(join(here, 'null-shapes/nulls.shp')),
  'wrong-header-length': gdalReading(join(here, 'wrong-header-length/halved.shp')),
  'records-out-of-order': gdalReading(join(here, 'records-out-of-order/reordered.shp')),
  'shx-lengths-with-header': gdalReading(join(here, 'shx-lengths-with-header/longer.shp')),
  'trails.shz': gdalReading(join(here, 'trails.shz')),
};
writeFileSync(join(here, 'gdal-readings.json'), `${JSON.stringify(readings, null, 2)}\n`);
rmSync(work, { recursive: true });
