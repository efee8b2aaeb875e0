/**
 * "Select existing shape" for the wizard (the shapefile manager page loads on demand), and a
 * shapefile's stored shape and details for the analysis map.
 */
export { SelectExistingDialog } from './select-existing-dialog';
export { useShapefileDetail } from './use-shapefile-detail';
export { useShapefileGeoJson } from './use-shapefile-geojson';
