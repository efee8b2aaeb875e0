/** Owned by the analysis engine's water tools; see docs/analyses/water.md. */
export const waterMethods = {
  methods: {
    spi: 'Standardized Precipitation Index of the area’s mean monthly precipitation (McKee et al. 1993)',
    gammaFit:
      'Gamma distribution fitted to each calendar month by Thom’s maximum-likelihood approximation',
    referencePeriod:
      'Calibrated on the 1991–2020 climate normal (the whole record when it is shorter)',
    waterBalance:
      'Thornthwaite–Mather monthly soil water balance with the soil’s water holding capacity',
    thornthwaitePet:
      'Potential evapotranspiration by Thornthwaite (1948) from monthly mean temperature',
    soilMoisture:
      'Soil water of the last five years from a Thornthwaite–Mather bucket of the soil’s water holding capacity',
  },
  spiClasses: {
    extremelyWet: 'Extremely wet',
    veryWet: 'Very wet',
    moderatelyWet: 'Moderately wet',
    nearNormal: 'Near normal',
    moderatelyDry: 'Moderately dry',
    severelyDry: 'Severely dry',
    extremelyDry: 'Extremely dry',
  },
  charts: {
    spiYearly: 'SPI by year ({{months}}-month timestep)',
    spiMonthly: 'SPI by month ({{months}}-month timestep)',
    waterBalanceYearly: 'Water balance by year',
    waterBalanceMonthly: 'Water balance by month',
    precipitation5Years: 'Precipitation of the last five years',
  },
  fields: {
    year: 'Year',
    month: 'Month',
    spi: 'SPI',
    spiAll: 'All',
    spiFlooding: 'Flooding',
    spiDrought: 'Drought',
    precipitation: 'Precipitation',
    actualEvapotranspiration: 'Actual evapotranspiration',
    runoff: 'Runoff',
    precipitation5YearAverage: 'Five-year average',
  },
  comments: {
    spiNotFloodModel:
      'Positive SPI marks wetter than usual periods, a proxy for flooding; it is not a flood model.',
    stacked:
      'Evapotranspiration and runoff are stacked: together they are the precipitation that left the soil; the rest changed the water stored in it.',
  },
  headlines: {
    studyYearSpi: 'SPI of {{year}}',
    droughtCount: 'Drought events',
    longestDroughtMonths: 'Longest drought (months)',
    lowestSpi: 'Lowest SPI in a drought',
    precipitation5YearAverage: 'Precipitation, five-year average',
    waterHoldingCapacity: 'Soil water holding capacity',
    meanSoilMoisture: 'Mean soil water',
    relativeSoilMoisture: 'Soil water, share of capacity (%)',
    fullSoilMonths: 'Months with a full soil (%)',
    mean: {
      precipitation: 'Mean yearly precipitation',
      potentialEvapotranspiration: 'Mean yearly potential evapotranspiration',
      actualEvapotranspiration: 'Mean yearly actual evapotranspiration',
      runoff: 'Mean yearly runoff',
      soilMoisture: 'Mean soil water',
    },
  },
  layers: {
    spi: 'SPI ({{months}} months), mean of {{year}}',
    soilMoisture: 'Mean soil water {{from}}–{{to}}',
  },
  legend: {
    spi: 'Standardized Precipitation Index',
    soilMoisture: 'Soil water',
  },
  warnings: {
    spiNotFloodModel:
      'SPI measures precipitation only: wet periods suggest flood risk but are not a flood model.',
    longTimestep:
      'A {{months}}-month SPI has few independent values in a 30-year calibration: read it with caution.',
    noSnow: 'Snow is not modelled: winter precipitation counts as rain in the month it falls.',
    defaultCapacity:
      'No soil water holding capacity is available for the area: a default of 150 mm was used.',
    smallerThanPixel:
      'The area is smaller than one pixel of the precipitation data: the pixel at its centre was used.',
    lastYearMissing: 'The data for {{year}} is not published yet: the period ends the year before.',
  },
} as const;
