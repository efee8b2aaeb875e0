/** The read-only map of a shape and the remembered basemap choice. */
export { useBasemapChoice } from './use-basemap-choice';
export { usePreviewMap } from './use-preview-map';
