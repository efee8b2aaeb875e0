/** The analysis tool catalogue; see docs/analysis-catalogue.md. */
export const tools = {
  labels: {
    biodiversityContext: 'Biodiversity context',
    biodiversityMsa: 'Biodiversity: mean species abundance',
    carbonInputs: 'Carbon model inputs',
    context: 'Context',
    droughtsAndFloods: 'Droughts and floods',
    fireContext: 'Fire history',
    forestCarbon: 'Forest carbon',
    grasslandCarbon: 'Grassland carbon',
    ifmCarbon: 'Improved forest management carbon',
    landCoverChange: 'Land cover change',
    monitoring: 'Monitoring',
    performanceDegradation: 'Performance degradation',
    searchEngine: 'Site search engine',
    snapgrazeCarbon: 'Grazing soil carbon',
    soilMoisturePotential: 'Soil moisture potential',
    vegetationChange: 'Vegetation change',
    waterBalance: 'Water balance',
    wetlandsCarbon: 'Wetlands carbon',
    wetlandsBiodiversityMsa: 'Wetlands biodiversity: mean species abundance',
    socSampling: 'Soil organic carbon sampling',
    stratifySoils: 'Soil stratification',
    interpolation: 'Soil organic carbon interpolation',
    landParcel: 'Land parcel',
  },
  categories: {
    context: 'Context',
    landCover: 'Land cover',
    carbon: 'Carbon',
    biodiversity: 'Biodiversity',
    water: 'Water',
    degradation: 'Degradation',
    fire: 'Fire',
    soil: 'Soil',
    monitoring: 'Monitoring',
    other: 'Other',
  },
  status: {
    notAvailable: 'Not available yet: this analysis is still being built and cannot be run.',
  },
  parameters: {
    projectDuration: {
      name: 'Project duration (years)',
      description: 'How many years the project runs, from 0 to 50.',
    },
    lcDatasetName: {
      name: 'Land cover dataset',
      description: 'The land cover product to read. Its years limit the years you can choose.',
    },
    instrumentName: {
      name: 'Satellite',
      description: 'The satellite imagery to read. Its years limit the years you can choose.',
    },
    baseYear: {
      name: 'Base year',
      description: 'The year the study year is compared with.',
    },
    studyYear: {
      name: 'Study year',
      description: 'The year to study; by default the latest year the dataset covers.',
    },
    vegetationIndex: {
      name: 'Vegetation index',
      description: 'NDVI or EVI, computed from the satellite imagery.',
    },
    customScale: {
      name: 'Custom scale',
      description:
        'Pixel size for the computation, from 10 to 500 m; over 40 m is recommended. Empty: the satellite’s own resolution.',
    },
    msaActivityType: {
      name: 'Restoration activity',
      description:
        'The land-use change the “after” state assumes on the land it applies to (decision 0018).',
    },
    forestActivity: {
      name: 'Activity',
      description:
        'Reforestation restores forest where it was; afforestation plants where it was not.',
    },
    restoredState: {
      name: 'Restored state',
      description: 'The grassland management level the project reaches.',
    },
    loggingFactor: {
      name: 'Logging factor',
      description: 'The share of the usual harvest that the project stops.',
    },
    carbonInputsAnalysisId: {
      name: 'Site measurements from a prior analysis',
      description:
        'Reuse the temperature, precipitation, sand and initial soil carbon measured by a prior carbon model inputs analysis instead of the values below.',
    },
    scenario: {
      name: 'Scenario',
      description: 'Model the project or the baseline without it.',
    },
    meanTemperature: {
      name: 'Mean temperature',
      description: 'Mean annual air temperature of the site.',
    },
    precipitation: {
      name: 'Precipitation',
      description: 'Mean annual precipitation of the site.',
    },
    sand: {
      name: 'Sand (%)',
      description: 'Sand content of the topsoil, in percent.',
    },
    initialSoilOrganicCarbon: {
      name: 'Initial soil organic carbon (t C/ha)',
      description: 'Soil organic carbon stock at the start, over the soil depth.',
    },
    soilDepth: {
      name: 'Soil depth (cm)',
      description: 'Depth of soil the carbon stock refers to.',
    },
    interventionArea: {
      name: 'Intervention area',
      description: 'Area under the new grazing management.',
    },
    animalWeight: {
      name: 'Animal weight (kg)',
      description: 'Mean live weight of one grazing animal.',
    },
    rotations: {
      name: 'Rotations per year',
      description: 'How many times a year the herd passes over each paddock.',
    },
    fire: {
      name: 'Fire frequency (per year)',
      description: 'How often the grassland burns; 0 for never.',
    },
    ligninCellulose: {
      name: 'Lignin to cellulose (%)',
      description: 'Lignin share of plant litter, which slows its decomposition.',
    },
    decompositionRate: {
      name: 'Decomposition rate',
      description: 'Model constant: rate at which soil organic carbon decomposes.',
    },
    maxAboveGroundNpp: {
      name: 'Maximum above-ground net primary productivity',
      description: 'Model constant: the most plant growth above ground the site can reach.',
    },
    wetdaysMultiplier: {
      name: 'Wet days multiplier',
      description: 'Model constant: effect of the number of wet days on growth.',
    },
    plantCarbonMultiplier: {
      name: 'Plant carbon multiplier',
      description: 'Model constant: scales the carbon plants put into the soil.',
    },
    maxGrowthRate: {
      name: 'Maximum growth rate',
      description: 'Model constant: the fastest regrowth of grazed plants.',
    },
    samplePoints: {
      name: 'Number of sample points',
      description: 'At least 5. Empty: computed from the power analysis.',
    },
    standardDeviation: {
      name: 'Estimated standard deviation',
      description: 'Expected spread of soil organic carbon between samples, up to 50.',
    },
    minimalDetectableDifference: {
      name: 'Minimal detectable difference',
      description: 'The smallest change the sampling must detect. 0 or less becomes 0.01.',
    },
    power: {
      name: 'Statistical power',
      description: 'Chance of detecting a real change of the minimal detectable difference.',
    },
    significanceLevel: {
      name: 'Significance level',
      description: 'Chance of reporting a change that is not real.',
    },
    tails: {
      name: 'Test tails',
      description: 'One tail tests a change in one direction; two tails in either direction.',
    },
    bufferByArea: {
      name: 'Buffer by area',
      description: 'Keep sample points away from the edges, in proportion to the area.',
    },
    ranchPropertyName: {
      name: 'Ranch property name',
      description: 'The shape property that names each ranch.',
    },
    interpolationMethod: {
      name: 'Interpolation method',
      description: 'How soil organic carbon is estimated between sample points.',
    },
    socPointsCsv: {
      name: 'Sample points file (.csv)',
      description: 'A .csv file with the columns Name, Lat, Lon and SOC.',
    },
    krigingModel: {
      name: 'Variogram model',
      description: 'The shape of the variogram fitted for kriging.',
    },
    maxDistance: {
      name: 'Maximum distance',
      description: 'Sample points farther than this do not inform an estimate.',
    },
    sigma2: {
      name: 'Sigma²',
      description: 'Variance of the measurement error (the nugget).',
    },
    alpha: {
      name: 'Alpha',
      description: 'Prior of the variogram range.',
    },
    activity: {
      name: 'Activity',
      description: 'The restoration activity to find sites for.',
    },
    minDegradationLevel: {
      name: 'Minimum degradation level',
      description: 'From 1 (none) to 5 (extreme).',
    },
    maxDegradationLevel: {
      name: 'Maximum degradation level',
      description: 'From 1 (none) to 5 (extreme).',
    },
    maxDrought: {
      name: 'Maximum drought level',
      description: 'From 1 (lowest) to 5 (highest).',
    },
    minSlope: {
      name: 'Minimum slope',
      description: 'Flattest slope to include.',
    },
    maxSlope: {
      name: 'Maximum slope',
      description: 'Steepest slope to include.',
    },
    aridityClasses: {
      name: 'Aridity classes',
      description: 'The aridity classes to include.',
    },
    buffer: {
      name: 'Buffer',
      description: 'Grows (positive) or shrinks (negative) the parcel, from -100 to 200 m.',
    },
    timestep: {
      name: 'Time step',
      description: 'The period the standardised precipitation index is computed over.',
    },
    monitoringInstrumentName: {
      name: 'Image set',
      description:
        'The satellite images to monitor with. Its dates limit the dates you can choose.',
    },
    startDate: {
      name: 'Start date',
      description: 'Empty: from the first image of the set.',
    },
    endDate: {
      name: 'End date',
      description: 'Empty: up to today.',
    },
  },
  options: {
    vegetationIndex: { ndvi: 'NDVI', evi: 'EVI' },
    forestActivity: { reforestation: 'Reforestation', afforestation: 'Afforestation' },
    msaActivityType: {
      reforestation: 'Reforestation of cropland and cleared pasture',
      afforestation: 'Tree plantation on cropland',
      agroforestry: 'Agroforestry on cropland',
      sustainableAgriculture: 'Low-input farming',
      sustainableGrazing: 'Sustainable grazing of cleared pasture',
      grasslandRestoration: 'Cropland back to grazed grassland',
      improvedForestManagement: 'Improved forest management (logging stopped)',
      wetlandRestoration: 'Wetland restoration',
      mangroveRestoration: 'Mangrove restoration',
    },
    restoredState: { improved: 'Improved', improvedWithInputs: 'Improved with inputs' },
    loggingFactor: {
      none: '0 (no reduction)',
      quarter: '0.25',
      half: '0.5',
      threeQuarters: '0.75',
      full: '1 (no logging)',
    },
    scenario: { project: 'Project', baseline: 'Baseline' },
    tails: { one: 'One-tailed', two: 'Two-tailed' },
    interpolationMethod: { inverseDistance: 'Inverse distance', kriging: 'Kriging' },
    krigingModel: { spherical: 'Spherical', exponential: 'Exponential', gaussian: 'Gaussian' },
    slope: { deg0: '0°', deg5: '5°', deg10: '10°', deg15: '15°', deg20: '20°' },
    activity: {
      grasslandRegeneration: 'Grassland regeneration',
      reforestation: 'Reforestation',
      afforestation: 'Afforestation',
      grasslandInForestBiomes: 'Grassland, including forest biomes',
    },
    aridityClasses: {
      hyperArid: 'Hyper-arid',
      arid: 'Arid',
      semiArid: 'Semi-arid',
      drySubHumid: 'Dry sub-humid',
      humid: 'Humid',
    },
    timestep: {
      m3: '3 months',
      m6: '6 months',
      m12: '12 months',
      m24: '24 months',
      m36: '36 months',
      m48: '48 months',
    },
  },
  templates: {
    forest1: 'Forest: afforestation and reforestation',
    grasslands1: 'Grasslands',
    ifm1: 'Improved forest management',
    mangrove1: 'Mangroves',
    undeterminedActivity1: 'No restoration',
    custom: 'Custom',
  },
  instruments: {
    labels: {
      sentinel2: 'Sentinel-2',
      landsat4: 'Landsat 4',
      landsat5: 'Landsat 5',
      landsat7: 'Landsat 7',
      landsat8: 'Landsat 8',
      landsat9: 'Landsat 9',
      modis: 'MODIS',
    },
    notes: {
      sentinel2: 'Surface reflectance (Level-2A) is global from 2016 on the Planetary Computer.',
      landsat7: 'Images from June 2003 have gaps (stripes) from a scan-line failure.',
      modis: '250 m: for large areas.',
    },
    monitoringLabels: {
      'landsat8-9': 'Landsat 8 and 9',
    },
    lcLabels: {
      modis: 'MODIS Land Cover (MCD12Q1)',
      'esa-cci': 'ESA CCI Land Cover',
      esri: 'Esri 10 m Land Use/Land Cover',
      worldcover: 'ESA WorldCover',
      dynamicworld: 'Dynamic World',
    },
    lcNotes: {
      modis: 'Covers 2001: use it, or ESA CCI, for a 2001 base year. 500 m pixels.',
      'esa-cci': 'Covers 2001 and earlier years. 300 m pixels.',
      esri: 'From 2017 only. 10 m pixels.',
      worldcover:
        '2020 and 2021 only; they were made with different methods, so part of any difference between them is not real change.',
      dynamicworld:
        'From mid-2015, read through Google Earth Engine only: this installation cannot read it.',
    },
  },
  problems: {
    unknownTool: 'This is not an analysis tool.',
    notToolInputs: 'The inputs of this tool must be a set of named values.',
    toolNotAvailable: 'This analysis is not available yet and cannot be run.',
    unknownParameter: 'This analysis has no such input.',
    required: 'A value is required.',
    notANumber: 'Must be a number.',
    belowMin: 'Must be at least {{min}}.',
    aboveMax: 'Must be at most {{max}}.',
    offStep: 'Must be a multiple of {{step}}.',
    notAYear: 'Must be a year.',
    yearOutOfRange: 'Must be a year from {{min}} to {{max}}, the years the dataset covers.',
    notADate: 'Must be a date written yyyy-MM-dd.',
    dateOutOfRange: 'Must be a date from {{min}} to {{max}}.',
    notAnOption: 'Must be one of the listed choices.',
    unknownInstrument: 'Must be one of the listed datasets.',
    notText: 'Must be text.',
    notAList: 'Must be a list of texts.',
    notABoolean: 'Must be on or off.',
    csvMissingColumns: 'The file lacks the columns: {{columns}}.',
  },
} as const;
