export { type ExportFormat, exportFileName } from './export-file-name.js';
export { exportGeoJson } from './export-geojson.js';
export { exportKml } from './export-kml.js';
