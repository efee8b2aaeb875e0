import { durationInput } from '../carbon/carbon-tool-common.js';
import {
  isLandCoverDatasetId,
  LAND_COVER_DATASETS,
  type LandCoverDataset,
  lastYearOf,
} from '../land-cover/legends.js';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { LabelRef, MethodRef, ResultLayer, ToolContext, ToolResult } from '../tools/tool.js';
import type { BiodiversityMsaValues, MsaByPressure } from './biodiversity-values.js';
import type { MsaGrid } from './msa-grid.js';

/** What the MSA tools share: inputs, citations, layers and the result's shape. */

export const MSA_VERSION = '1';
export const MSA_NO_DATA = -9999;
const MSA_COLORS = ['#a50026', '#f46d43', '#fee08b', '#a6d96a', '#1a9850'];

export const CITATIONS = {
  alkemade2009:
    'Alkemade, R., van Oorschot, M., Miles, L., Nellemann, C., Bakkenes, M., ten Brink, B. (2009). GLOBIO3: a framework to investigate options for reducing global terrestrial biodiversity loss. Ecosystems 12, 374-390. https://doi.org/10.1007/s10021-009-9229-5',
  schipper2020:
    'Schipper, A. M., Hilbers, J. P., Meijer, J. R., et al. (2020). Projecting terrestrial biodiversity intactness with GLOBIO 4. Global Change Biology 26, 760-771. https://doi.org/10.1111/gcb.14848; model code GLOBIO4/GlobioModelPublic (EUPL-1.2), Globio_Config.glo.',
  benitezLopez2010:
    'Benítez-López, A., Alkemade, R., Verweij, P. A. (2010). The impacts of roads and other infrastructure on mammal and bird populations: a meta-analysis. Biological Conservation 143, 1307-1316.',
  benitezLopez2017:
    'Benítez-López, A., Alkemade, R., Schipper, A. M., et al. (2017). The impact of hunting on tropical mammal and bird populations. Science 356, 180-183.',
  benitezLopez2019:
    'Benítez-López, A., Santini, L., Schipper, A. M., Busana, M., Huijbregts, M. A. J. (2019). Intact but empty forests? Patterns of hunting-induced mammal defaunation in the tropics. PLoS Biology 17, e3000247.',
  janse2015:
    'Janse, J. H., Kuiper, J. J., Weijters, M. J., et al. (2015). GLOBIO-Aquatic, a global model of human impact on the biodiversity of inland aquatic ecosystems. Environmental Science & Policy 48, 99-114; model code GLOBIO4/GlobioModelPublic (EUPL-1.2), Scripts/Run_Aquatic_All.glo.',
} as const;

export interface MsaLandCoverInputs {
  dataset: LandCoverDataset;
  year: number;
  duration: number;
}

/** Land-cover product (default Esri/IO, the catalogue's), study year within its years, duration. */
export function msaLandCoverInputs(context: ToolContext): MsaLandCoverInputs {
  const id = context.inputs.lcDatasetName;
  const dataset = LAND_COVER_DATASETS[isLandCoverDatasetId(id) ? id : 'esri'];
  const last = Math.min(lastYearOf(dataset, context.now), context.now.getUTCFullYear() - 1);
  const asked = Number(context.inputs.studyYear);
  const year =
    Number.isInteger(asked) && asked >= dataset.years.first && asked <= last ? asked : last;
  return { dataset, year, duration: durationInput(context.inputs.projectDuration, 30) };
}

/** A map layer of total MSA (0..1) over the study area's pixels, cropped to their extent. */
export function msaLayer(
  grid: MsaGrid,
  total: Float32Array,
  id: string,
  label: LabelRef,
  initialActive: boolean,
): ResultLayer {
  const { window, cells } = grid;
  let left = window.width;
  let right = -1;
  let top = window.height;
  let bottom = -1;
  for (const cell of cells) {
    const column = cell % window.width;
    const row = (cell - column) / window.width;
    left = Math.min(left, column);
    right = Math.max(right, column);
    top = Math.min(top, row);
    bottom = Math.max(bottom, row);
  }
  if (right < 0) {
    left = 0;
    top = 0;
    right = 0;
    bottom = 0;
  }
  const width = right - left + 1;
  const height = bottom - top + 1;
  const data = new Float32Array(width * height).fill(MSA_NO_DATA);
  for (const cell of cells) {
    const value = total[cell] as number;
    if (Number.isNaN(value)) continue;
    const column = cell % window.width;
    const row = (cell - column) / window.width;
    data[(row - top) * width + (column - left)] = value;
  }
  const t = window.geoTransform;
  const raster: InMemoryRaster = {
    width,
    height,
    geoTransform: [t[0] + left * t[1], t[1], 0, t[3] + top * t[5], 0, t[5]],
    crs: window.crs,
    noData: MSA_NO_DATA,
    dataType: 'float32',
    data,
  };
  return {
    kind: 'raster',
    id,
    raster,
    label,
    legend: {
      title: { key: 'msaMethods.legend.msa' },
      gradient: {
        colors: MSA_COLORS,
        min: 0,
        max: 1,
        unit: '',
        label: { key: 'msaMethods.legend.msa' },
      },
    },
    initialActive,
    initialOpacity: 0.8,
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const roundMeans = (means: MsaByPressure): MsaByPressure =>
  Object.fromEntries(
    Object.entries(means).map(([key, value]) => [key, value === null ? null : round(value, 6)]),
  ) as MsaByPressure;

/** The ToolResult of an MSA tool: the values contract plus the run's lineage and caveats. */
export function msaResult(options: {
  grid: MsaGrid;
  activityType: string;
  duration: number;
  before: { means: MsaByPressure; lossHa: number };
  after: { means: MsaByPressure; lossHa: number };
  layers: ResultLayer[];
  methods: MethodRef[];
  unverified: string[];
  warnings: LabelRef[];
  lineage: Lineage[];
  extraValues?: Record<string, unknown>;
}): ToolResult {
  const values: BiodiversityMsaValues = {
    studyAreaHa: round(options.grid.exactAreaHa, 6),
    activityType: options.activityType,
    projectDuration: options.duration,
    msaMeanBefore: roundMeans(options.before.means),
    msaMeanAfter: roundMeans(options.after.means),
    msaLossHaBefore: round(options.before.lossHa, 6),
    msaLossHaAfter: round(options.after.lossHa, 6),
  };
  const warnings: LabelRef[] = [];
  if (options.unverified.length > 0)
    warnings.push({
      key: 'msaMethods.warnings.unverifiedConstants',
      params: { constants: options.unverified.join('; ') },
    });
  warnings.push(...options.warnings);
  const lineage = uniqueLineage(options.lineage);
  return {
    values: { ...values, ...options.extraValues },
    layers: options.layers,
    lineage,
    methods: options.methods,
    synthetic: isSynthetic(lineage),
    warnings,
  };
}
