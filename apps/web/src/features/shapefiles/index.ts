/**
 * "Select existing shape" for the wizard (the shapefile manager page loads on demand), and a
 * shapefile's stored shape for the analysis map.
 */
export { SelectExistingDialog } from './select-existing-dialog';
export { useShapefileGeoJson } from './use-shapefile-geojson';
