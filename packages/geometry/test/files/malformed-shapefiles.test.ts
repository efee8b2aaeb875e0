import type { UploadedFile } from '../../src/import/index.js';
import { gdalExport } from './helpers/gdal-exports.js';
import { PRJ } from './helpers/projections.js';
import { describeRefusals, type RefusalCase } from './helpers/refusal-corpus.js';
import { bytesOf, clockwiseSquare, shapefileUploads } from './helpers/uploads.js';
import { SHAPE_TYPE, writeShapefile } from './helpers/write-shapefile.js';

const parcel = clockwiseSquare(500_000, 4_000_000, 1000);
const triplet = (records = [[parcel], [parcel]]) =>
  shapefileUploads('farm', records, { prj: PRJ.utm13nEsri });
const replace = (files: UploadedFile[], name: string, bytes: Uint8Array) =>
  files.map((file) => (file.name === name ? { name, bytes } : file));
const without = (files: UploadedFile[], ...names: string[]) =>
  files.filter((file) => !names.includes(file.name));
const shpOf = (files: UploadedFile[]) =>
  files.find((file) => file.name.endsWith('.shp'))?.bytes ?? new Uint8Array();
const json = (name: string, text: string): UploadedFile[] => [{ name, bytes: bytesOf(text) }];

/** A .shp cut short, and one whose header was "fixed" to the shorter length (a cut record). */
function truncated(fixHeader: boolean): UploadedFile[] {
  const files = triplet();
  const bytes = shpOf(files).slice(0, shpOf(files).byteLength - 40);
  if (fixHeader) new DataView(bytes.buffer).setInt32(24, bytes.byteLength / 2);
  return replace(files, 'farm.shp', bytes);
}

function corruptRecord(): UploadedFile[] {
  const files = triplet();
  const bytes = shpOf(files).slice();
  new DataView(bytes.buffer).setInt32(100 + 8 + 40, 1_000_000, true); // numPoints of record 1
  return replace(files, 'farm.shp', bytes);
}

function shxFromAnotherExport(records: Array<Array<typeof parcel>>): UploadedFile[] {
  return replace(triplet(), 'farm.shx', writeShapefile(SHAPE_TYPE.polygon, records).shx);
}

/** A .shx whose first entry points into the .shp's 100-byte header. */
function shxIntoHeader(): UploadedFile[] {
  const files = triplet();
  const shx = files.find((file) => file.name === 'farm.shx')?.bytes.slice() ?? new Uint8Array();
  new DataView(shx.buffer).setInt32(100, 10);
  return replace(files, 'farm.shx', shx);
}

const corpus: Record<string, RefusalCase> = {
  'no files': { files: () => [], code: 'NO_FILES' },
  'an unsupported file type': {
    files: () => json('survey.docx', 'PK'),
    code: 'UNSUPPORTED_TYPE',
    params: { file: 'survey.docx' },
  },
  'a truncated .shp': {
    files: () => truncated(false),
    code: 'SHP_TRUNCATED',
    params: { file: 'farm.shp', expectedBytes: 372, actualBytes: 332 },
  },
  'a .shp with a cut-off record': {
    files: () => truncated(true),
    code: 'SHP_TRUNCATED_RECORD',
    params: { file: 'farm.shp', record: 2 },
  },
  'a .shp that is not a shapefile': {
    files: () => replace(triplet(), 'farm.shp', bytesOf('x'.repeat(200))),
    code: 'SHP_CORRUPT',
  },
  'an empty .shp': {
    files: () => replace(triplet(), 'farm.shp', new Uint8Array()),
    code: 'SHP_CORRUPT',
  },
  'a record claiming a million points': {
    files: corruptRecord,
    code: 'SHP_RECORD_CORRUPT',
    params: { file: 'farm.shp', record: 1 },
  },
  'a .shx from an export with fewer shapes': {
    files: () => shxFromAnotherExport([[parcel]]),
    code: 'SHX_RECORD_COUNT_MISMATCH',
    params: { file: 'farm.shx', shxRecords: 1, shpRecords: 2 },
  },
  'a .shx whose offsets point elsewhere': {
    files: () => shxFromAnotherExport([[parcel, parcel], [parcel]]),
    code: 'SHX_OFFSET_MISMATCH',
    params: { file: 'farm.shx', record: 1 },
  },
  'a .shx from an export with more shapes': {
    files: () => shxFromAnotherExport([[parcel], [parcel], [parcel]]),
    code: 'SHX_RECORD_COUNT_MISMATCH',
    params: { file: 'farm.shx', shxRecords: 3, shpRecords: 2 },
  },
  'a .shx pointing into the header': {
    files: shxIntoHeader,
    code: 'SHX_OFFSET_MISMATCH',
    params: { file: 'farm.shx', record: 1 },
  },
  'a .shx that is not an index': {
    files: () => replace(triplet(), 'farm.shx', bytesOf('nonsense')),
    code: 'SHX_CORRUPT',
  },
  'a missing .prj': {
    files: () => without(triplet(), 'farm.prj'),
    code: 'SHAPEFILE_PART_MISSING',
    params: { file: 'farm.shp', missing: '.prj' },
  },
  'a .shp alone': {
    files: () => without(triplet(), 'farm.shx', 'farm.prj'),
    code: 'SHAPEFILE_PART_MISSING',
    params: { file: 'farm.shp', missing: '.shx, .prj' },
  },
  'a .dbf alone': {
    files: () => json('farm.dbf', 'x'),
    code: 'SHAPEFILE_PART_MISSING',
    params: { file: 'farm.dbf', missing: '.shp, .shx, .prj' },
  },
  'the same part twice': {
    files: () => [...triplet(), { name: 'FARM.PRJ', bytes: bytesOf(PRJ.wgs84) }],
    code: 'SHAPEFILE_DUPLICATE_PART',
  },
  'an unknown projection': {
    files: () => replace(triplet(), 'farm.prj', bytesOf(PRJ.unknownMethod)),
    code: 'PROJECTION_UNKNOWN',
    params: { file: 'farm.prj', projection: 'Imaginary_Conformal_Projection' },
  },
  'a .prj that is not a projection': {
    files: () => replace(triplet(), 'farm.prj', bytesOf('hello')),
    code: 'PROJECTION_UNKNOWN',
  },
  'an empty .prj': {
    files: () => replace(triplet(), 'farm.prj', bytesOf(' \n')),
    code: 'PRJ_EMPTY',
  },
  'a .prj that does not match the data': {
    files: () => replace(triplet(), 'farm.prj', bytesOf(PRJ.wgs84)),
    code: 'PROJECTION_OUT_OF_RANGE',
    params: { file: 'farm.shp' },
  },
  'a 3D MultiPatch shapefile': {
    files: () => shapefileUploads('farm', [[parcel]], { prj: PRJ.utm13nEsri, shapeType: 31 }),
    code: 'SHP_UNSUPPORTED_SHAPE_TYPE',
  },
  'a point shapefile': {
    files: () =>
      shapefileUploads(
        'wells',
        [[[[500_000, 4_000_000]]], [[[500_010, 4_000_000]]], [[[500_020, 4_000_000]]]],
        { prj: PRJ.utm13nEsri, shapeType: SHAPE_TYPE.point },
      ),
    code: 'ONLY_POINTS',
    params: { file: 'wells.shp', count: 3, kind: 'point' },
  },
  'a zipped polyline layer padded with zeros (ogr2ogr export)': {
    files: () => gdalExport('padded-polyline.zip'),
    code: 'ONLY_LINES',
    params: { file: 'padded-polyline.zip (fences.shp)', count: 2, kind: 'line' },
  },
  'a GPX track (ogr2ogr export)': {
    files: () => gdalExport('boundary-walk.gpx'),
    code: 'GPX_NOT_AREAS',
    params: { file: 'boundary-walk.gpx' },
  },
  'a file over the size limit': {
    files: () => triplet(),
    limits: { maxFileBytes: 300 },
    code: 'FILE_TOO_LARGE',
    params: { file: 'farm.shp', limitMb: 0 },
  },
  'more vertices than the limit': {
    files: () => triplet(),
    limits: { maxVertices: 9 },
    code: 'TOO_MANY_VERTICES',
    params: { file: 'farm.shp', limit: 9 },
  },
};

describeRefusals('importShapeFiles: malformed shapefiles and limits', corpus);
