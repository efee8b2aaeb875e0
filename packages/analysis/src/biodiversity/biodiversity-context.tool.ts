import { readCarbonGrid } from '../carbon/carbon-grid.js';
import { CARBON_LAND_COVER, landCoverRequest } from '../carbon/carbon-tool-common.js';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import type { AnalysisTool, LabelRef, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import type { BiodiversityContextValues } from './biodiversity-values.js';
import { overlappingRanges } from './species-list.js';
import { compareSpecies, countByCategory, threatenedCount } from './species-record.js';
import { starClassKey } from './star-classes.js';
import { starCells } from './star-grid.js';
import { starLayer } from './star-layers.js';
import { speciesStar, summariseStar } from './star-score.js';

const VERSION = '1';
/** The STAR pipeline's AOH resolution (quantifyearth/STAR method.md: 1 km Mollweide). */
const AOH_RESOLUTION_METERS = 1000;

export const BIODIVERSITY_CONTEXT_METHODS: MethodRef[] = [
  {
    name: 'starMethods.methods.star',
    citation:
      'Mair, L. et al. (2021). A metric for spatially explicit contributions to science-based species targets. Nature Ecology & Evolution 5, 836-844.',
    version: VERSION,
  },
  {
    name: 'starMethods.methods.aoh',
    citation:
      'Brooks, T. M. et al. (2019). Measuring terrestrial Area of Habitat (AOH) and its utility for the IUCN Red List. Trends in Ecology & Evolution 34(11), 977-986.',
    version: VERSION,
  },
  {
    name: 'starMethods.methods.redList',
    citation:
      'IUCN (2012). IUCN Red List Categories and Criteria: Version 3.1, second edition; IUCN (2022). Threats Classification Scheme, Version 3.3.',
    version: VERSION,
  },
];

function warningsFor(lineage: readonly Lineage[], speciesCount: number): LabelRef[] {
  const warnings: LabelRef[] = [
    { key: 'starMethods.warnings.unverifiedMultiplier' },
    { key: 'starMethods.warnings.estimated' },
  ];
  if (speciesCount === 0) warnings.push({ key: 'starMethods.warnings.noSpecies' });
  if (isSynthetic(lineage)) warnings.push({ key: 'starMethods.warnings.syntheticSpecies' });
  return warnings;
}

/**
 * Biodiversity context (specs/3 "Threat scores" and "Species"): the species whose range overlaps
 * the study area by Red List category, and their STAR threat abatement and restoration scores
 * (Mair et al. 2021) from each species' Area of Habitat in the area. Method:
 * docs/analyses/biodiversity-context.md.
 */
async function run(context: ToolContext): Promise<ToolResult> {
  context.progress(0.05);
  const { ranges, lineage: rangeLineage } = await overlappingRanges(
    context.shape,
    context.sources,
    context.signal,
  );
  context.progress(0.3);
  context.signal.throwIfAborted();
  const grid = await readCarbonGrid(
    context,
    { ...landCoverRequest(context.now), resolutionMeters: AOH_RESOLUTION_METERS },
    [{ role: 'elevation', resolutionMeters: AOH_RESOLUTION_METERS }],
  );
  context.progress(0.6);
  context.signal.throwIfAborted();
  const cells = starCells(
    grid,
    CARBON_LAND_COVER,
    ranges.map(({ range, geometry }) => ({ range, geometry })),
  );
  const stars = speciesStar(cells.entries);
  const summary = summariseStar(stars);
  const studyAreaHa = grid.exactAreaHa;
  const aohShare = new Map(
    cells.entries.map((entry) => [
      entry.species.id,
      entry.species.aohKm2 > 0 ? Math.min(1, entry.aohHa / (entry.species.aohKm2 * 100)) : null,
    ]),
  );
  const species = ranges
    .map(({ range }) => {
      const share = aohShare.get(range.id);
      return { ...range.record, ...(share == null ? {} : { shareOfRange: share }) };
    })
    .sort(compareSpecies);
  const counts = countByCategory(species);
  const starThreatMean = studyAreaHa > 0 ? summary.threatAbatementScore / studyAreaHa : 0;
  const starRestoreMean = studyAreaHa > 0 ? summary.restorationScore / studyAreaHa : 0;
  const values: BiodiversityContextValues = {
    studyAreaHa,
    starThreatScores: summary.scores,
    starByTaxon: summary.byTaxon,
    starThreatMean,
    starRestoreMean,
    starThreatClass: starClassKey(starThreatMean),
    starRestoreClass: starClassKey(starRestoreMean),
    speciesCountByCategory: counts,
    threatenedSpeciesCount: threatenedCount(counts),
    species,
  };
  const lineage = uniqueLineage([rangeLineage, ...grid.lineage]);
  context.progress(1);
  return {
    values: values as unknown as Record<string, unknown>,
    layers: [
      starLayer(grid, cells.threatAbatement, 'threatAbatement'),
      starLayer(grid, cells.restoration, 'restoration'),
    ],
    lineage,
    methods: BIODIVERSITY_CONTEXT_METHODS,
    synthetic: isSynthetic(lineage),
    warnings: warningsFor(lineage, species.length),
  };
}

export const biodiversityContextTool: AnalysisTool = {
  scriptType: 'biodiversityContext',
  version: VERSION,
  run,
};
