/** Owned by the analysis engine's biodiversity context tool; see docs/analyses/biodiversity-context.md. */
export const starMethods = {
  methods: {
    star: 'Species Threat Abatement and Restoration (STAR) metric: threat abatement and restoration scores from species Area of Habitat, Red List weights and threat shares',
    aoh: 'Area of Habitat: the range cells whose land cover is a habitat of the species and whose elevation is within its limits',
    redList: 'IUCN Red List categories and threat classification',
  },
  layers: {
    threatAbatement: 'STAR threat abatement',
    restoration: 'STAR restoration',
  },
  legend: {
    threatAbatement: 'STAR threat abatement score per km²',
    restoration: 'STAR restoration score per km²',
  },
  classes: {
    none: 'None',
    low: 'Low',
    moderate: 'Moderate',
    high: 'High',
    veryHigh: 'Very high',
  },
  warnings: {
    unverifiedMultiplier:
      'The restoration discount multiplier (0.29) was not checked against the STAR publication and may change.',
    estimated:
      'These are estimated STAR scores from global data; calibrate them with local threat data before using them to set targets.',
    noSpecies: 'No species range overlaps the area.',
    syntheticSpecies:
      'The species, their names, ranges and threats are invented demo data, not IUCN Red List data.',
  },
  restricted:
    '{{dataset}} is restricted by its licence ({{license}}); this server is not licensed to show it.',
} as const;
