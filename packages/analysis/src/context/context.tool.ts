import { areaHectares } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import type {
  AdminAreas,
  AnalysisTool,
  LabelRef,
  MethodRef,
  ToolContext,
  ToolResult,
} from '../tools/tool.js';
import type { Climate } from './context-climate.js';
import { readClimate } from './context-climate.js';
import {
  ecoregionsLayer,
  elevationLayer,
  keyBiodiversityAreasLayer,
  protectedAreasLayer,
} from './context-layers.js';
import { biomesOf, type Places, readPlaces } from './context-places.js';
import { readTerrain, type Terrain } from './context-terrain.js';
import {
  basinRow,
  CONTEXT_UNITS,
  ecoregionRow,
  keyBiodiversityAreaRow,
  protectedAreaRow,
} from './context-values.js';
import { bboxOfGeometry } from './proximity.js';

const METHOD_VERSION = '1';

/** What the context analysis did (names are `context.methods.*` keys), with the publications. */
function methodsFor(lineage: readonly Lineage[]): MethodRef[] {
  const methods: MethodRef[] = [
    {
      name: 'context.methods.zonalStatistics',
      citation: 'Karney, C. F. F. (2013). Algorithms for geodesics. Journal of Geodesy 87, 43-55.',
      version: METHOD_VERSION,
    },
    {
      name: 'context.methods.hornSlope',
      citation:
        'Horn, B. K. P. (1981). Hill shading and the reflectance map. Proceedings of the IEEE 69(1), 14-47.',
      version: METHOD_VERSION,
    },
    {
      name: 'context.methods.aridity',
      citation:
        'Middleton, N. & Thomas, D. (1992). World Atlas of Desertification. UNEP; Zomer, R. J., Xu, J. & Trabucco, A. (2022). Version 3 of the Global Aridity Index and Potential Evapotranspiration Database. Scientific Data 9, 409.',
      version: METHOD_VERSION,
    },
    {
      name: 'context.methods.proximity',
      citation: 'Karney, C. F. F. (2013). Algorithms for geodesics. Journal of Geodesy 87, 43-55.',
      version: METHOD_VERSION,
    },
    {
      name: 'context.methods.ecoregion',
      citation:
        'Dinerstein, E. et al. (2017). An ecoregion-based approach to protecting half the terrestrial realm. BioScience 67(6), 534-545.',
      version: METHOD_VERSION,
    },
  ];
  const syntheticPet = lineage.some(
    (entry) => entry.synthetic && entry.role === 'potentialEvapotranspiration',
  );
  if (syntheticPet)
    methods.push({
      name: 'context.methods.thornthwaite',
      citation:
        'Thornthwaite, C. W. (1948). An approach toward a rational classification of climate. Geographical Review 38(1), 55-94; Willmott, C. J., Rowe, C. M. & Mintz, Y. (1985). Journal of Climatology 5, 589-606.',
      version: METHOD_VERSION,
    });
  return methods;
}

function adminValues(admin: AdminAreas) {
  return {
    countries: admin.countries.map(({ code, code2, name, overlapHa }) => ({
      code,
      code2,
      name,
      overlapHa,
    })),
    countryCodes: admin.countries.map((country) => country.code),
    states: admin.states.map(({ code, countryCode, name, overlapHa }) => ({
      code,
      countryCode,
      name,
      overlapHa,
    })),
    // No offline source has district (admin-2) polygons (research note, section 0).
    substates: [] as never[],
  };
}

function contextValues(
  studyAreaHa: number,
  terrain: Terrain,
  climate: Climate,
  places: Places,
  admin: AdminAreas,
) {
  const ecoregions = places.ecoregions.map(ecoregionRow);
  const biomes = biomesOf(places.ecoregions);
  return {
    studyAreaHa,
    elevation: terrain.elevation,
    slope: terrain.slope,
    meanTemperature: climate.meanTemperature,
    annualPrecipitation: climate.annualPrecipitation,
    potentialEvapotranspiration: climate.potentialEvapotranspiration,
    aridityIndex: climate.aridityIndex,
    aridityClass: climate.aridityClass,
    ecoregion: ecoregions[0] ?? null,
    biome: biomes[0]?.name ?? null,
    ecoregions,
    biomes,
    basins: places.basins.map(basinRow),
    ...adminValues(admin),
    protectedAreas: places.protectedAreas.map(protectedAreaRow),
    keyBiodiversityAreas: places.keyBiodiversityAreas.map(keyBiodiversityAreaRow),
    units: CONTEXT_UNITS,
  };
}

/** The values of a context result, as `ToolResult.values` holds them. */
export type ContextValues = ReturnType<typeof contextValues>;

function warningsFor(terrain: Terrain, climate: Climate): LabelRef[] {
  const warnings: LabelRef[] = [{ key: 'context.notes.substatesUnknown' }];
  if (terrain.fromCentre || climate.fromCentre)
    warnings.push({ key: 'context.notes.smallerThanPixel' });
  return warnings;
}

/**
 * The context analysis (specs/3 section 3): study area, terrain, climate and aridity, ecoregion
 * and biome, river basins, countries and states, protected areas and KBAs within 50 km.
 * Method and citations: docs/analyses/context.md.
 */
async function runContext(context: ToolContext): Promise<ToolResult> {
  const { shape, signal } = context;
  const bbox = bboxOfGeometry(shape);
  const studyAreaHa = areaHectares(collectionOf(shape));
  context.progress(0.05);
  const terrain = await readTerrain(context, bbox);
  context.progress(0.4);
  signal.throwIfAborted();
  const climate = await readClimate(context, bbox);
  context.progress(0.6);
  signal.throwIfAborted();
  const places = await readPlaces(context, bbox);
  context.progress(0.85);
  const admin = await context.admin.areasOf(shape, signal);
  const lineage = uniqueLineage([
    terrain.lineage,
    ...climate.lineage,
    ...places.lineage,
    ...admin.lineage,
  ]);
  context.progress(1);
  return {
    values: contextValues(studyAreaHa, terrain, climate, places, admin),
    layers: [
      elevationLayer(terrain.dem, terrain.elevation.min, terrain.elevation.max),
      protectedAreasLayer(places.protectedAreas),
      keyBiodiversityAreasLayer(places.keyBiodiversityAreas),
      ecoregionsLayer(places.ecoregions),
    ],
    lineage,
    methods: methodsFor(lineage),
    synthetic: isSynthetic(lineage),
    warnings: warningsFor(terrain, climate),
  };
}

const collectionOf = (shape: MultiPolygon) => ({
  type: 'FeatureCollection' as const,
  features: [{ type: 'Feature' as const, properties: {}, geometry: shape }],
});

export const contextTool: AnalysisTool = {
  scriptType: 'context',
  version: METHOD_VERSION,
  run: runContext,
};
