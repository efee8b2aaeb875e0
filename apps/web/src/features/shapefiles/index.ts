/** "Select existing shape" for the wizard; the shapefile manager page loads on demand. */
export { SelectExistingDialog } from './select-existing-dialog';
