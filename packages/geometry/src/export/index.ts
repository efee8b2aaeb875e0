export {
  EXPORT_EXTENSIONS,
  type ExportFormat,
  exportFileName,
  safeFileBaseName,
} from './export-file-name.js';
export { exportGeoJson } from './export-geojson.js';
export { exportKml } from './export-kml.js';
export { exportShapefile, WGS84_PRJ } from './export-shapefile.js';
