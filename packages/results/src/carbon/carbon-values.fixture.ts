import type {
  CarbonChangeDataset,
  CarbonChangeType,
  CarbonPool,
  CarbonPoolValues,
  CarbonValues,
} from '@ecotone/analysis';

/**
 * CarbonValues for the carbon tab's tests and its Chromium harness, built the way the contract
 * describes them (tC over the study area, per ha, years 0..duration), so every derived field
 * agrees with the others. Not real results: the figures are in the range of a Tier 1
 * reforestation of tropical moist pasture (biomass growing ~3 tC/ha/yr, root:shoot ~0.24), picked
 * to look realistic on screen, not taken from a table.
 */

type Pools = Partial<Record<CarbonPool, number>>;

interface Activity {
  type: CarbonChangeType;
  areaHa: number;
  /** Change per hectare and year in each pool (tC/ha/yr), constant over the project. */
  annualPerHa: Pools;
  /** Relative half-width of the uncertainty range of the total change, e.g. 0.3 = ±30 %. */
  uncertainty?: number;
}

const sumPools = (pools: Pools): number =>
  Object.values(pools).reduce((sum, value) => sum + (value ?? 0), 0);

const scalePools = (pools: Pools, factor: number): Pools =>
  Object.fromEntries(Object.entries(pools).map(([pool, value]) => [pool, (value ?? 0) * factor]));

const withTotal = (pools: Pools): CarbonPoolValues => ({ ...pools, totalCarbon: sumPools(pools) });

export function carbonValuesFor(options: {
  studyAreaHa: number;
  projectDuration: number;
  /** Baseline stock per hectare by pool (tC/ha), the same over the whole study area. */
  baselinePerHa: Pools;
  activities: Activity[];
  baselineUncertainty?: number;
}): CarbonValues {
  const { studyAreaHa, projectDuration, baselinePerHa, activities } = options;
  const years = Array.from({ length: projectDuration + 1 }, (_, year) => year);
  const baselineCarbon = withTotal(scalePools(baselinePerHa, studyAreaHa));
  const datasets: CarbonChangeDataset[] = activities.map((activity) => {
    const perYear = scalePools(activity.annualPerHa, activity.areaHa);
    const pools = withTotal(scalePools(perYear, projectDuration));
    const baselineOfArea = sumPools(baselinePerHa) * activity.areaHa;
    const total = pools.totalCarbon;
    const spread = activity.uncertainty;
    return {
      type: activity.type,
      areaHa: activity.areaHa,
      changeTimeSeries: years.map((year) => ({
        year,
        change: sumPools(perYear) * year,
        byPool: scalePools(perYear, year),
      })),
      pools,
      totalCarbonChange: total,
      totalUnitCarbonChange: activity.areaHa > 0 ? total / activity.areaHa : 0,
      averageAnnualCarbonChange: total / projectDuration,
      averageAnnualUnitCarbonChange:
        activity.areaHa > 0 ? total / activity.areaHa / projectDuration : 0,
      percent: baselineOfArea > 0 ? (total / baselineOfArea) * 100 : 0,
      ...(spread
        ? {
            uncertainty: {
              low: Math.min(total * (1 - spread), total * (1 + spread)),
              high: Math.max(total * (1 - spread), total * (1 + spread)),
            },
          }
        : {}),
    };
  });
  const totalChange = datasets.reduce((sum, dataset) => sum + dataset.totalCarbonChange, 0);
  const low = datasets.reduce((sum, d) => sum + (d.uncertainty?.low ?? d.totalCarbonChange), 0);
  const high = datasets.reduce((sum, d) => sum + (d.uncertainty?.high ?? d.totalCarbonChange), 0);
  const spread = options.baselineUncertainty;
  return {
    studyAreaHa,
    projectDuration,
    baselineCarbon,
    baselineUnitCarbon: withTotal(baselinePerHa),
    ...(spread
      ? {
          baselineUncertainty: {
            low: baselineCarbon.totalCarbon * (1 - spread),
            high: baselineCarbon.totalCarbon * (1 + spread),
          },
        }
      : {}),
    carbonYears: years,
    yearlyCarbonStocks: years.map((year) => {
      const pools: Pools = { ...baselineCarbon };
      delete (pools as { totalCarbon?: number }).totalCarbon;
      for (const dataset of datasets)
        for (const [pool, change] of Object.entries(dataset.changeTimeSeries[year]?.byPool ?? {}))
          pools[pool as CarbonPool] = (pools[pool as CarbonPool] ?? 0) + (change ?? 0);
      return { year, pools: withTotal(pools) };
    }),
    carbonChangeDatasets: datasets,
    totalCarbonChange: totalChange,
    totalUnitCarbonChange: totalChange / studyAreaHa,
    averageAnnualCarbonChange: totalChange / projectDuration,
    averageAnnualUnitCarbonChange: totalChange / studyAreaHa / projectDuration,
    ...(datasets.some((dataset) => dataset.uncertainty) ? { uncertainty: { low, high } } : {}),
  };
}

/** Degraded tropical pasture: what the study area holds at year 0 (tC/ha). */
export const PASTURE_PER_HA: Pools = {
  aboveGroundBiomass: 4,
  belowGroundBiomass: 1.5,
  deadwoodAndLitter: 0.5,
  soilOrganicCarbon: 45,
};

/** Trees growing on that pasture: 3.97 tC/ha/yr. */
export const REFORESTATION_PER_HA: Pools = {
  aboveGroundBiomass: 3,
  belowGroundBiomass: 0.72,
  deadwoodAndLitter: 0.15,
  soilOrganicCarbon: 0.1,
};

export const AFFORESTATION_PER_HA: Pools = {
  aboveGroundBiomass: 2,
  belowGroundBiomass: 0.5,
  soilOrganicCarbon: 0.05,
};

/** Reforestation of 800 of 1,200 ha over 30 years; afforestation applies nowhere (0 ha). */
export const reforestationCarbonValues: CarbonValues = carbonValuesFor({
  studyAreaHa: 1200,
  projectDuration: 30,
  baselinePerHa: PASTURE_PER_HA,
  baselineUncertainty: 0.2,
  activities: [
    {
      type: 'reforestation',
      areaHa: 800,
      annualPerHa: REFORESTATION_PER_HA,
      uncertainty: 0.3,
    },
    { type: 'afforestation', areaHa: 0, annualPerHa: {} },
  ],
});

/** Two activities with change: reforestation and afforestation, so the details toggle shows. */
export const twoActivitiesCarbonValues: CarbonValues = carbonValuesFor({
  studyAreaHa: 1200,
  projectDuration: 30,
  baselinePerHa: PASTURE_PER_HA,
  baselineUncertainty: 0.2,
  activities: [
    {
      type: 'reforestation',
      areaHa: 800,
      annualPerHa: REFORESTATION_PER_HA,
      uncertainty: 0.3,
    },
    {
      type: 'afforestation',
      areaHa: 250,
      annualPerHa: AFFORESTATION_PER_HA,
      uncertainty: 0.4,
    },
  ],
});

/** A baseline-only result (carbon inputs): no change dataset at all. */
export const baselineOnlyCarbonValues: CarbonValues = carbonValuesFor({
  studyAreaHa: 1200,
  projectDuration: 30,
  baselinePerHa: PASTURE_PER_HA,
  activities: [],
});
