import type { ExportFormat } from '@ecotone/geometry';

/** The media type of each shape export the wizard downloads. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  shapefile: 'application/zip',
};
