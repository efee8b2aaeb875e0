import { areaHectares } from '@ecotone/geometry';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { bboxOfShape } from '../carbon/carbon-grid.js';
import { overlappingFeatures } from '../context/proximity.js';
import type { Lineage } from '../lineage.js';
import type { DataSource } from '../sources/data-source.js';
import type { SpeciesRecord } from './biodiversity-values.js';
import {
  compareSpecies,
  inRangeFilter,
  type SpeciesRange,
  speciesRangeOf,
  uniqueByName,
} from './species-record.js';

export interface RangeOverlap {
  range: SpeciesRange;
  geometry: MultiPolygon;
  /** Overlap of the range polygon with the shape, ha, and the range's own area, ha. */
  overlapHa: number;
}

const asMulti = (geometry: Polygon | MultiPolygon): MultiPolygon =>
  geometry.type === 'MultiPolygon'
    ? geometry
    : { type: 'MultiPolygon', coordinates: [geometry.coordinates] };

/**
 * The ranges of the `speciesRanges` role that overlap the shape and pass the B.8 filter
 * (presence 1-2, origin 1-2, seasonality 1-3), each species once (its largest overlap).
 */
export async function overlappingRanges(
  shape: MultiPolygon,
  sources: DataSource,
  signal?: AbortSignal,
): Promise<{ ranges: RangeOverlap[]; lineage: Lineage }> {
  const layer = await sources.queryVector(
    { role: 'speciesRanges', bbox: bboxOfShape(shape) },
    signal,
  );
  const kept = layer.features.filter((feature) => inRangeFilter(speciesRangeOf(feature)));
  const overlapping = overlappingFeatures(shape, kept).map(({ feature, overlapHa }) => ({
    range: speciesRangeOf(feature as Feature<Polygon | MultiPolygon>),
    geometry: asMulti((feature as Feature<Polygon | MultiPolygon>).geometry),
    overlapHa,
  }));
  // overlappingFeatures sorts by overlap, largest first: uniqueByName keeps that one.
  return {
    ranges: uniqueByName(overlapping, (entry) => entry.range.record.scientificName),
    lineage: layer.lineage,
  };
}

/**
 * The species list of `GET /api/biodiversity/iucn-species-list`: species whose range overlaps the
 * shape, sorted by Red List severity then name, with the share of their range in the shape.
 */
export async function speciesListFor(
  shape: MultiPolygon,
  sources: DataSource,
  signal?: AbortSignal,
): Promise<{ species: SpeciesRecord[]; ranges: RangeOverlap[]; lineage: Lineage }> {
  const { ranges, lineage } = await overlappingRanges(shape, sources, signal);
  const species = ranges
    .map(({ range, overlapHa, geometry }) => {
      const rangeHa = rangeAreaHa(geometry);
      return {
        ...range.record,
        ...(rangeHa > 0 ? { shareOfRange: Math.min(1, overlapHa / rangeHa) } : {}),
      };
    })
    .sort(compareSpecies);
  return { species, ranges, lineage };
}

function rangeAreaHa(geometry: MultiPolygon): number {
  return areaHectares({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry }],
  });
}
