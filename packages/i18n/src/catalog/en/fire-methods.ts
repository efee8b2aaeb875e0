/** Owned by the analysis engine's fire context tool; see docs/analyses/fire.md. */
export const fireMethods = {
  methods: {
    burnedArea: 'Burned area and burn dates from the MODIS MCD64A1 monthly burned-area product',
    events:
      'Fire events: neighbouring burned pixels with burn dates at most 16 days apart form one fire',
    severity: 'Burn severity from the differenced Normalized Burn Ratio (dNBR) in seven classes',
  },
  severity: {
    '1': 'Enhanced regrowth, high',
    '2': 'Enhanced regrowth, low',
    '3': 'Unburned',
    '4': 'Low severity',
    '5': 'Moderate-low severity',
    '6': 'Moderate-high severity',
    '7': 'High severity',
  },
  legend: {
    title: 'Burn severity',
  },
  layers: {
    severity: 'Burn severity {{fromYear}}-{{toYear}} (most severe)',
    severityYear: 'Burn severity {{year}}',
  },
  headlines: {
    events: 'Fires',
    totalBurnedArea: 'Total burned area',
    largestEvent: 'Largest fire',
    mostRecentFire: 'Most recent fire',
    onDate: 'on {{date}}',
  },
  charts: {
    monthlyTitle: 'Monthly fire extent',
    yearlyTitle: 'Burned area per year',
    month: 'Month',
    year: 'Year',
    fireExtent: 'Fire extent',
    burnedArea: 'Burned area',
  },
  warnings: {
    noSeverity:
      '{{areaHa}} ha burned where no burn severity data exist; that area has no severity class.',
    noDataArea: '{{percent}}% of the area is outside the burned-area data.',
  },
} as const;
