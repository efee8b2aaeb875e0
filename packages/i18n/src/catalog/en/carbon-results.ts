/** The carbon tab of the results page (every carbon tool); see docs/analysis-results.md. */
export const carbonResults = {
  title: 'Carbon',
  unavailable: 'The carbon values of this result are not available.',
  units: {
    label: 'Carbon unit',
    tC: 'tC',
    tCO2: 'tCO2e',
    tCHint: 'Tonnes of carbon',
    tCO2Hint: 'Tonnes of CO2 equivalent (tonnes of carbon × 44/12)',
  },
  headline: {
    title: 'Summary',
    studyArea: 'Study area',
    baseline: 'Baseline carbon stock',
    totalChange: 'Total change over {{years}} years',
    annualChange: 'Average annual change',
    perArea: '{{value}} ({{perArea}})',
    range: 'range {{low}} to {{high}}',
    rangeNote:
      'Ranges take every published default value (IPCC tables) at the low or the high end of its uncertainty at once: a bound on what the defaults allow, not a confidence interval.',
  },
  percent: '{{value}}%',
  /** A pie slice: its value and its share of the pie. */
  percentOf: '{{value}} ({{percent}}%)',
  baselineOnly:
    'No activity changes the carbon stock of this study area, so only the baseline stock is shown.',
  table: {
    title: 'Carbon by pool',
    pool: 'Pool',
    baseline: 'Baseline stock',
    change: 'Change over {{years}} years',
  },
  activities: {
    title: 'Change by activity',
    activity: 'Activity',
    area: 'Area',
    change: 'Total change',
    perArea: 'Change per area',
    annual: 'Average annual change',
    percent: 'Change of the baseline stock',
    range: 'Uncertainty range',
  },
  charts: {
    baselineByPool: 'Baseline stock by pool',
    changeByPool: 'Change by pool',
    changeByActivity: 'Change by activity',
    mixedSigns:
      'Gains and losses are mixed here, so there is no pie chart: the table shows every value.',
    stockByYear: 'Carbon stock by year',
    year: 'Project year',
    losses: 'Losses, by size',
  },
  details: {
    show: 'Show chart details',
    hide: 'Hide chart details',
  },
  masterCarbonLog: {
    link: 'Master Carbon Log',
    hint: 'How this value was computed is recorded in the',
  },
  pools: {
    aboveGroundBiomass: 'Above-ground biomass',
    belowGroundBiomass: 'Below-ground biomass',
    deadwoodAndLitter: 'Dead wood and litter',
    deadwood: 'Dead wood',
    soilOrganicCarbon: 'Soil organic carbon',
    rootsBiomass: 'Root biomass',
    loggedBiomass: 'Harvested biomass',
    totalCarbon: 'Total',
  },
  changeTypes: {
    afforestation: 'Afforestation',
    reforestation: 'Reforestation',
    sgm: 'Sustainable grazing management',
    ifm: 'Improved forest management',
    wetlandRestoration: 'Wetland restoration',
    mangroveRestoration: 'Mangrove restoration',
  },
};
