import type { UploadedFile } from '../../src/import/index.js';
import { PRJ } from './helpers/projections.js';
import { describeRefusals, type RefusalCase } from './helpers/refusal-corpus.js';
import { bytesOf, clockwiseSquare, entriesOf, shapefileUploads } from './helpers/uploads.js';
import { zipFiles } from './helpers/zip.js';
import { zipBomb, zipWithEntries } from './helpers/zip-bomb.js';

const parcel = clockwiseSquare(500_000, 4_000_000, 1000);
const triplet = () => shapefileUploads('farm', [[parcel], [parcel]], { prj: PRJ.utm13nEsri });
const json = (name: string, text: string): UploadedFile[] => [{ name, bytes: bytesOf(text) }];
const kml = (body: string) =>
  `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const point = (x: number, y: number) => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Point', coordinates: [x, y] },
});
const line = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'LineString',
    coordinates: [
      [-105, 36],
      [-104, 37],
    ],
  },
};

const corpus: Record<string, RefusalCase> = {
  'an empty FeatureCollection': {
    files: () => json('a.geojson', '{"type":"FeatureCollection","features":[]}'),
    code: 'EMPTY_FEATURE_COLLECTION',
    params: { file: 'a.geojson' },
  },
  'a GeoJSON of lines only': {
    files: () =>
      json(
        'roads.geojson',
        JSON.stringify({ type: 'FeatureCollection', features: [line, line, line] }),
      ),
    code: 'ONLY_LINES',
    params: { file: 'roads.geojson', count: 3, kind: 'line' },
  },
  'a GeoJSON of points and lines': {
    files: () =>
      json(
        'mix.geojson',
        JSON.stringify({ type: 'FeatureCollection', features: [point(-105, 36), line] }),
      ),
    code: 'ONLY_POINTS_AND_LINES',
    params: { file: 'mix.geojson', points: 1, lines: 1, count: 2, kind: 'point-and-line' },
  },
  'features without geometry': {
    files: () =>
      json(
        'a.geojson',
        '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":null}]}',
      ),
    code: 'NO_SHAPES',
  },
  'invalid JSON (V8 gives no position)': {
    files: () => json('a.geojson', '{\n  "type": "FeatureCollection",\n  "features": [,]\n}'),
    code: 'INVALID_JSON',
  },
  'JSON with a missing comma': {
    files: () => json('a.geojson', '{\n  "type": "Feature"\n  "geometry": null\n}'),
    code: 'INVALID_JSON_AT',
    params: { file: 'a.geojson', line: 3, column: 3 },
  },
  'JSON that is not GeoJSON': {
    files: () => json('a.json', '{"rows": [1, 2, 3]}'),
    code: 'NOT_GEOJSON',
    params: { file: 'a.json' },
  },
  'deeply nested JSON arrays': {
    files: () => json('a.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    code: 'NOT_GEOJSON',
  },
  'a feature with text coordinates': {
    files: () =>
      json(
        'a.geojson',
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            point(0, 0),
            { type: 'Feature', geometry: { type: 'Polygon', coordinates: [[['a', 'b']]] } },
          ],
        }),
      ),
    code: 'GEOJSON_INVALID_FEATURE',
    params: { file: 'a.geojson', feature: 2 },
  },
  'GeometryCollections nested 1000 deep': {
    files: () =>
      json(
        'a.geojson',
        `${'{"type":"GeometryCollection","geometries":['.repeat(1000)}${']}'.repeat(1000)}`,
      ),
    code: 'GEOJSON_INVALID_FEATURE',
  },
  'GeoJSON in metres without a crs': {
    files: () => json('utm.geojson', JSON.stringify({ type: 'Polygon', coordinates: [parcel] })),
    code: 'COORDINATES_NOT_LON_LAT',
    params: { file: 'utm.geojson' },
  },
  'GeoJSON naming an unsupported crs': {
    files: () =>
      json(
        'a.geojson',
        JSON.stringify({
          type: 'Polygon',
          crs: { type: 'name', properties: { name: 'EPSG:2193' } },
          coordinates: [parcel],
        }),
      ),
    code: 'GEOJSON_UNSUPPORTED_CRS',
    params: { file: 'a.geojson', crs: 'EPSG:2193' },
  },
  'a KML that is not XML': {
    files: () => json('a.kml', 'PK\u0003\u0004 not xml'),
    code: 'INVALID_KML',
  },
  'XML that is not KML': { files: () => json('a.kml', '<gpx><trk/></gpx>'), code: 'INVALID_KML' },
  'a KML without placemarks': {
    files: () => json('a.kml', kml('<name>empty</name>')),
    code: 'NO_SHAPES',
  },
  'a KMZ without a KML': {
    files: async () => [
      { name: 'a.kmz', bytes: await zipFiles({ 'images/photo.jpg': new Uint8Array(10) }) },
    ],
    code: 'KMZ_WITHOUT_KML',
    params: { file: 'a.kmz' },
  },
  'a zip without a shapefile': {
    files: async () => [
      { name: 'a.zip', bytes: await zipFiles({ 'notes.txt': 'hello', 'area.geojson': '{}' }) },
    ],
    code: 'ZIP_WITHOUT_SHAPEFILE',
  },
  'a zip of macOS resource forks only': {
    files: async () => [
      {
        name: 'a.zip',
        bytes: await zipFiles({
          '__MACOSX/._farm.shp': new Uint8Array(10),
          '._farm.shp': new Uint8Array(10),
        }),
      },
    ],
    code: 'ZIP_WITHOUT_SHAPEFILE',
  },
  'a corrupt zip': {
    files: () => [{ name: 'a.zip', bytes: bytesOf('PK\u0003\u0004 this is not really a zip') }],
    code: 'ZIP_CORRUPT',
  },
  'a zip cut in half': {
    files: async () => {
      const bytes = await zipFiles(entriesOf(triplet()));
      return [{ name: 'a.zip', bytes: bytes.slice(0, bytes.byteLength / 2) }];
    },
    code: 'ZIP_CORRUPT',
  },
  'a zip bomb that declares 1 GB': {
    files: () => [{ name: 'bomb.zip', bytes: zipBomb(1024, 1024 * 1024 * 1024, PRJ.utm13nEsri) }],
    code: 'ZIP_TOO_LARGE_UNCOMPRESSED',
    params: { file: 'bomb.zip', limitMb: 500 },
  },
  'a zip bomb that declares 1 KB but holds 1 GB': {
    files: () => [{ name: 'bomb.zip', bytes: zipBomb(1024, 1024, PRJ.utm13nEsri) }],
    code: 'ZIP_ENTRY_SIZE_MISMATCH',
    params: { file: 'bomb.zip', entry: 'bomb/parcels.shp' },
  },
  'a zip of 10,001 files': {
    files: () => [{ name: 'many.zip', bytes: zipWithEntries(10_001) }],
    code: 'ZIP_TOO_MANY_ENTRIES',
    params: { file: 'many.zip', count: 10_001, limit: 10_000 },
  },
};

describeRefusals('importShapeFiles: malformed GeoJSON, KML and zips', corpus);
