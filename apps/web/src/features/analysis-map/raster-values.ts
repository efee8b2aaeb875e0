import {
  type RasterHit,
  type RasterHitTest,
  type ResultLayerReference,
  rasterHitTestSchema,
} from '@ecotone/contracts';
import { formatNumber, type Locale, type UnitSystem } from '@ecotone/i18n';
import { api } from '../../api/client';
import { quantityText } from './unit-label';

/** POST /api/geo/raster-hit-test: each shown raster's value at a point (docs/map-tiles.md). */
export function fetchRasterValues(
  analysisId: string,
  layerIds: readonly string[],
  point: { lng: number; lat: number },
  signal?: AbortSignal,
): Promise<RasterHitTest> {
  return api.post(
    '/api/geo/raster-hit-test',
    { layers: layerIds.map((layerId) => ({ analysisId, layerId })), point },
    { schema: rasterHitTestSchema, signal },
  );
}

/** One row of the values popup: the layer's label and what it holds at the point. */
export interface RasterValueRow {
  layerId: string;
  label: string;
  /** The class's colour, for a class legend. */
  color: string | null;
  /** null: no data at the point (outside the raster, the shape, or a nodata pixel). */
  text: string | null;
}

/**
 * What the popup shows for each hit: a class by its label, a gradient value in the user's units
 * (the server answers the legend's unit), a bare number otherwise.
 */
export function rasterValueRows(
  hits: readonly RasterHit[],
  layers: readonly ResultLayerReference[],
  units: UnitSystem,
  locale: Locale,
): RasterValueRow[] {
  return hits
    .filter((hit) => hit.found)
    .map((hit) => {
      const label = layers.find((layer) => layer.layerId === hit.layerId)?.label ?? hit.layerId;
      const text =
        hit.value === null
          ? null
          : (hit.label ??
            (hit.unit
              ? quantityText(hit.value, hit.unit, units, locale)
              : formatNumber(hit.value, { locale })));
      return { layerId: hit.layerId, label, color: hit.color, text };
    });
}
