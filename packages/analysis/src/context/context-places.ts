import type { Lineage } from '../lineage.js';
import type { LonLatBBox, VectorRole } from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';
import {
  expandBBox,
  type FeatureDistance,
  featuresWithin,
  overlappingFeatures,
  PROXIMITY_KM,
} from './proximity.js';

export interface Places {
  ecoregions: FeatureDistance[];
  basins: FeatureDistance[];
  protectedAreas: FeatureDistance[];
  keyBiodiversityAreas: FeatureDistance[];
  lineage: Lineage[];
}

/** Ecoregions and basins the area overlaps; protected areas and KBAs within 50 km of it. */
export async function readPlaces(context: ToolContext, bbox: LonLatBBox): Promise<Places> {
  const { shape, signal } = context;
  const lineage: Lineage[] = [];
  const query = async (role: VectorRole, box: LonLatBBox) => {
    const layer = await context.sources.queryVector({ role, bbox: box }, signal);
    lineage.push(layer.lineage);
    return layer.features;
  };
  const nearby = expandBBox(bbox, PROXIMITY_KM);
  const ecoregions = overlappingFeatures(shape, await query('ecoregions', bbox));
  signal.throwIfAborted();
  const basins = overlappingFeatures(shape, await query('riverBasins', bbox));
  signal.throwIfAborted();
  const protectedAreas = featuresWithin(shape, await query('protectedAreas', nearby));
  signal.throwIfAborted();
  const keyBiodiversityAreas = featuresWithin(shape, await query('keyBiodiversityAreas', nearby));
  return { ecoregions, basins, protectedAreas, keyBiodiversityAreas, lineage };
}

/** Biomes by summed overlap of their ecoregions, largest first. */
export function biomesOf(ecoregions: FeatureDistance[]): { name: string; overlapHa: number }[] {
  const totals = new Map<string, number>();
  for (const { feature, overlapHa } of ecoregions) {
    const name = String(feature.properties?.BIOME_NAME ?? '');
    totals.set(name, (totals.get(name) ?? 0) + overlapHa);
  }
  return [...totals]
    .map(([name, overlapHa]) => ({ name, overlapHa }))
    .sort((a, b) => b.overlapHa - a.overlapHa);
}
