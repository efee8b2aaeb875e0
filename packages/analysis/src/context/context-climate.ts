import type { Lineage } from '../lineage.js';
import {
  DataUnavailableError,
  type LonLatBBox,
  type RasterLayer,
  type RasterRole,
} from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';
import { type AridityClass, aridityClass, aridityIndex } from './aridity.js';
import { statsOrCentre } from './context-terrain.js';

/** Climate normals are ~1 km products (WorldClim, CHELSA, Global-AI). */
const CLIMATE_RESOLUTION_METERS = 1000;

export interface Climate {
  meanTemperature: number;
  annualPrecipitation: number;
  potentialEvapotranspiration: number | null;
  aridityIndex: number;
  aridityClass: AridityClass | null;
  lineage: Lineage[];
  fromCentre: boolean;
}

async function open(context: ToolContext, role: RasterRole, bbox: LonLatBBox) {
  return context.sources.openRaster(
    { role, bbox, resolutionMeters: CLIMATE_RESOLUTION_METERS },
    context.signal,
  );
}

/** A layer the deployment may lack: null instead of DataUnavailableError. */
async function openOptional(context: ToolContext, role: RasterRole, bbox: LonLatBBox) {
  try {
    return await open(context, role, bbox);
  } catch (error) {
    if (error instanceof DataUnavailableError) return null;
    throw error;
  }
}

/**
 * Area-weighted means of the climate normals. The aridity index is the mean of the AI layer
 * (as the Global-AI database is read); a deployment without one gets P / PET of the means.
 */
export async function readClimate(context: ToolContext, bbox: LonLatBBox): Promise<Climate> {
  const lineage: Lineage[] = [];
  let fromCentre = false;
  const meanOf = async (layer: RasterLayer) => {
    lineage.push(layer.lineage);
    const result = await statsOrCentre(layer.raster, context.shape, bbox, {
      scale: layer.scale ?? 1,
      offset: layer.offset ?? 0,
      signal: context.signal,
      percentiles: [],
    });
    fromCentre ||= result.fromCentre;
    return result.stats.mean;
  };
  const meanTemperature = await meanOf(await open(context, 'temperatureMean', bbox));
  const annualPrecipitation = await meanOf(await open(context, 'precipitationAnnual', bbox));
  const petLayer = await openOptional(context, 'potentialEvapotranspiration', bbox);
  const potentialEvapotranspiration = petLayer ? await meanOf(petLayer) : null;
  const aiLayer = await openOptional(context, 'aridityIndex', bbox);
  let index: number;
  if (aiLayer) index = await meanOf(aiLayer);
  else if (potentialEvapotranspiration !== null)
    index = aridityIndex(annualPrecipitation, potentialEvapotranspiration);
  else throw new DataUnavailableError('aridityIndex', undefined, 'no aridity index nor PET layer');
  return {
    meanTemperature,
    annualPrecipitation,
    potentialEvapotranspiration,
    aridityIndex: index,
    aridityClass: Number.isFinite(index) ? aridityClass(index) : null,
    lineage,
    fromCentre,
  };
}
