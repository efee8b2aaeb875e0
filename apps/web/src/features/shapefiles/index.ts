export { SELECT_EXISTING_MAX_WIDTH, SelectExistingDialog } from './select-existing-dialog';
export { ShapefileManagerPage } from './shapefile-manager-page';
export { shapefileQueryKeys } from './shapefiles-api';
