/**
 * The addresses of this API that answers hand out. Services return ids and tokens; the route that
 * answers composes the address here, so a path is written once, beside the routes that serve it.
 */

/** PUT /api/uploads/{token}: the local-storage end of a signed upload (docs/uploads.md). */
export const localUploadUrl = (token: string): string => `/api/uploads/${token}`;

/** GET /api/shape-file/{id}/masks/{name}.geojson: one mask's GeoJSON (docs/shapefiles.md). */
export const maskDownloadPath = (shapefileId: string, maskName: string): string =>
  `/api/shape-file/${shapefileId}/masks/${encodeURIComponent(maskName)}.geojson`;

/** GET /api/analysis/{analysisId}/layers/{layerId}: a result layer's file (docs/analysis-runs.md). */
export const analysisLayerUrl = (analysisId: string, layerId: string): string =>
  `/api/analysis/${analysisId}/layers/${encodeURIComponent(layerId)}`;

/** GET /api/geo/tiles-dynamic/...: a raster layer's XYZ tile address template (docs/map-tiles.md). */
export const mapTileUrlTemplate = (analysisId: string, layerId: string): string =>
  `/api/geo/tiles-dynamic/${analysisId}/${encodeURIComponent(layerId)}/{z}/{x}/{y}`;

/**
 * GET /api/geo/tiles-dynamic/{maskId}/{layer}/...: an exclusion mask's (a preview layer's, a set's
 * mask or `merged` union) XYZ tile address template (docs/masks-server.md).
 */
export const maskTileUrlTemplate = (maskId: string, layer: string): string =>
  `/api/geo/tiles-dynamic/${maskId}/${encodeURIComponent(layer)}/{z}/{x}/{y}`;

/** GET /api/assessment/{id}/reports/{reportId}/file: a PDF report (docs/assessment-report.md). */
export const assessmentReportFileUrl = (assessmentId: string, reportId: string): string =>
  `/api/assessment/${assessmentId}/reports/${reportId}/file`;
