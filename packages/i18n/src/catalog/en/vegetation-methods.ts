/** Owned by the analysis engine's vegetation tools; see docs/analyses/vegetation.md. */
export const vegetation = {
  methods: {
    ndvi: 'Normalized Difference Vegetation Index (NDVI)',
    evi: 'Enhanced Vegetation Index (EVI)',
    theilSen: 'Theil-Sen slope of the yearly values',
    mannKendall: 'Mann-Kendall trend test of the yearly values',
    seasonalMannKendall:
      'Seasonal Mann-Kendall test and seasonal Kendall slope of the monthly values',
    performance:
      'Productivity performance: each pixel against the 90th percentile of its similar land units (ecoregion, land cover and soil)',
  },
  indices: {
    ndvi: 'NDVI',
    evi: 'EVI',
  },
  levels: {
    None: 'None',
    Mild: 'Mild',
    Moderate: 'Moderate',
    High: 'High',
    Extreme: 'Extreme',
  },
  trends: {
    increasing: 'Significant increase',
    decreasing: 'Significant decrease',
    none: 'No significant trend',
  },
  charts: {
    yearly: '{{index}} yearly',
    monthly: '{{index}} monthly',
    year: 'Year',
    month: 'Month',
    meanLevel: 'Mean performance degradation',
    meanLevelField: 'Mean degradation level (1 none to 5 extreme)',
    degradedArea: 'Degraded and non-degraded area',
    degraded: 'Degraded',
    nonDegraded: 'Not degraded',
    degradedComment:
      'Degraded: moderate, high or extreme levels, productivity below half of similar land (UNCCD good practice guidance).',
    areaByLevel: 'Area per degradation level',
  },
  headlines: {
    baseYearValue: '{{index}} in {{year}}',
    studyYearValue: '{{index}} in {{year}}',
    change: '{{index}} change {{baseYear}} to {{studyYear}}',
    yearlyTrend: '{{index}} trend per year',
    seasonalTrend: '{{index}} trend per year (monthly series)',
    meanLevel: 'Mean degradation level in {{year}}',
    meanPerformance: 'Mean performance in {{year}}',
    degradedArea: 'Degraded area in {{year}}',
  },
  layers: {
    slope: '{{index}} trend {{baseYear}}-{{studyYear}}',
    index: '{{index}} {{year}}',
    degradation: 'Performance degradation {{year}}',
  },
  legend: {
    slope: '{{index}} change per year',
    degradationLevel: 'Performance degradation level',
  },
  warnings: {
    coarsened:
      'The series was read at {{used}} m instead of {{asked}} m to keep the number of pixels manageable for this area.',
    noDataArea: '{{percent}}% of the area has no vegetation index data.',
    noPerformanceArea:
      '{{percent}}% of the area has no performance value: water, or no vegetation index data.',
    noLandCover: 'No land cover map is available: similar land units ignore land cover.',
    noSoilType: 'No soil map is available: similar land units ignore soil type.',
    noEcoregions: 'No ecoregion map is available: similar land units ignore ecoregions.',
  },
  errors: {
    notAYear: '"{{year}}" is not a year.',
    unknownInstrument: 'Unknown instrument "{{instrument}}".',
    yearOutOfRange: '{{instrument}} covers {{first}} to {{last}}; {{year}} is outside.',
    baseYearNotBeforeStudyYear:
      'The base year {{baseYear}} must be before the study year {{studyYear}}.',
    unknownIndex: 'Unknown vegetation index "{{index}}".',
    customScale: 'The custom scale {{scale}} must be from 10 to 500 m.',
  },
} as const;
