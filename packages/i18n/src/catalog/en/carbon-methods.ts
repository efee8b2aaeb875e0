/** Owned by the analysis engine's carbon tools; see docs/analyses/carbon.md. */
export const carbonMethods = {
  methods: {
    forest:
      'Afforestation and reforestation: IPCC gain method with natural-forest growth rates, litter build-up and soil carbon change over 20 years',
    ifm: 'Improved forest management: the share of the sustained-yield harvest the project avoids, kept as standing biomass',
    grassland:
      'Sustainable grazing management: IPCC stock-change method with the grassland management and input factors over 20 years',
    wetlands:
      'Coastal wetland restoration: mangrove biomass towards the IPCC Tier 1 stock and soil carbon accumulation of mangroves and tidal marshes',
    inputs: 'Baseline carbon stocks by pool and the site values the carbon models share',
    snapgraze: 'SNAPGRAZE grazing and soil carbon model (Ritchie 2020)',
  },
  layers: {
    change: 'Carbon change over {{years}} years',
    stock: 'Carbon stock',
  },
  legend: {
    change: 'Carbon change per hectare',
    stock: 'Carbon stock per hectare',
  },
  warnings: {
    unverifiedConstants:
      'Some default values were not checked against their published source and may change: {{tables}}.',
    noDataArea: '{{percent}}% of the area has no data for the carbon model.',
    noEligibleLand: 'No part of the area is land this activity applies to.',
    noGrowthRate:
      'IPCC Table 4.9 gives no forest growth rate for part of this area (its ecological zone has no row for this continent): that land is counted as having no data.',
    noForestAge: 'No forest age map is available: every forest is treated as older than 20 years.',
    noSandLayer: 'No soil sand map is available: the grazing model keeps its default sand content.',
    snapgrazeStocking:
      'The herd is taken as the largest the site sustains under continuous grazing, in both scenarios.',
  },
} as const;
