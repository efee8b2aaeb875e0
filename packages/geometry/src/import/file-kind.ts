export type ShapefilePart = 'shp' | 'shx' | 'prj' | 'dbf' | 'cpg';
export type FileKind =
  | ShapefilePart
  | 'sidecar'
  | 'zip'
  | 'geojson'
  | 'kml'
  | 'kmz'
  | 'gpx'
  | 'unsupported';

const PARTS = new Set<string>(['shp', 'shx', 'prj', 'dbf', 'cpg']);
/** Files GIS software writes beside a shapefile (spatial indexes, metadata); never needed. */
const SIDECARS = new Set([
  'sbn',
  'sbx',
  'qix',
  'fbn',
  'fbx',
  'ain',
  'aih',
  'atx',
  'ixs',
  'mxs',
  'xml',
  'qmd',
  'qpj',
  'qml',
  'sld',
  'lyr',
  'lyrx',
]);
const OTHERS: Record<string, FileKind> = {
  zip: 'zip',
  /** GDAL's single-layer zipped shapefile (`ogr2ogr -f "ESRI Shapefile" x.shz`): a plain zip. */
  shz: 'zip',
  /** Never read: GPX holds tracks, routes and waypoints, so it gets its own refusal. */
  gpx: 'gpx',
  geojson: 'geojson',
  json: 'geojson',
  kml: 'kml',
  kmz: 'kmz',
};

/** The extension of a path's last segment, lower-cased ('' without one). */
export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** What an uploaded file or zip entry is, by its extension (case-insensitive). */
export function fileKindOf(path: string): FileKind {
  const extension = extensionOf(path);
  if (PARTS.has(extension)) return extension as ShapefilePart;
  if (SIDECARS.has(extension)) return 'sidecar';
  return OTHERS[extension] ?? 'unsupported';
}
