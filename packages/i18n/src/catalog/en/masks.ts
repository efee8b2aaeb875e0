/**
 * Exclusion masks in the new-assessment wizard (specs/1 sections 2.5, 4, 8 and 9): the exclusion
 * area selection panel, its layer statuses, the uploaded mask, and the areas step 2 and Review
 * show. The status texts are the spec's tooltips.
 */
export const masks = {
  panel: {
    title: 'Exclusion areas',
    intro:
      'Exclusion masks take out the parts of the shape a project cannot use (buildings, roads, water…). The analyses run on what is left: the project area.',
    close: 'Close',
    clear: 'Clear masks',
    loading: 'Loading the exclusion panel…',
    busy: 'Wait until the masks are applied.',
    unavailable:
      'An exclusion mask for the selected shapefile already exists: the assessment uses it as it is.',
  },
  modes: {
    label: 'How to exclude areas',
    automatic: 'Automatic',
    manual: 'Manual',
    upload: 'Upload',
    none: 'None',
  },
  automatic: {
    intro: 'The default layers of the restoration activity are excluded:',
    activity: 'Restoration activity: {{activity}}',
    noActivity: 'No restoration activity chosen yet: the default layers.',
    note: 'The layers follow the activity chosen in step 3.',
  },
  manual: {
    layers: 'Mask layers',
    thresholds: 'Thresholds',
    landCoverDataset: 'Land cover dataset',
    year: 'Year',
    slopeDegrees: 'Slope (degrees)',
    slopeHelp: 'A whole number from 1 to 90.',
    herbaceousPercent: 'Herbaceous cover (%)',
    treePercent: 'Tree cover (%)',
    natSemiProbability: 'Natural/semi-natural grassland probability',
    percentHelp: 'From 0 to 100.',
    nonGrasslandRule:
      'Non-grassland: grassland probability < {{probability}}, tree cover > {{tree}} %, herbaceous cover < {{herbaceous}} %',
  },
  none: {
    intro: 'No area is excluded: the analyses run on the whole shape.',
  },
  upload: {
    choose: 'Choose a mask file',
    accepts: 'A .geojson or .json file holding a FeatureCollection of polygons.',
    reading: 'Reading the file…',
    chosen: '{{name}}: {{count}} polygon feature(s)',
    remove: 'Remove the mask file',
    errors: {
      wrongExtension: 'Choose a .geojson or .json file.',
      tooLarge: 'The file is larger than {{size}} MB: a mask is a few polygons.',
      notJson: 'The file is not valid JSON.',
      readFailed: 'The file could not be read.',
    },
  },
  gaps: {
    noLayer: 'Tick at least one mask layer, or choose another mode.',
    noUpload: 'Choose a mask file, or choose another mode.',
  },
  datasets: {
    worldcover: 'World Cover',
    esri: 'ESRI',
    dynamicworld: 'Dynamic World',
  },
  layers: {
    landCover: 'Land cover',
    slopeDegrees: 'Slope (degrees)',
    natSemiGrasslandProbability: 'Natural/semi-natural grassland probability',
    rangelandHerbaceous: 'Rangeland herbaceous cover',
    rangelandTree: 'Rangeland tree cover',
    built: 'Built-up areas',
    transportation: 'Roads and railways',
    water: 'Water',
    cropland: 'Cropland',
    wetland: 'Wetlands',
    slope: 'Steep slopes',
    merged: 'All masks (merged)',
    bareGround: 'Bare ground',
    nonGrassland: 'Non-grassland',
  },
  status: {
    none: 'Not applied yet',
    pending: 'Waiting to be applied',
    running: 'Mask is being applied',
    success: 'Mask applied',
    failed: 'Mask applied, but preview failed',
    noDataAvailable: 'Supporting dataset unavailable for this shape',
  },
  layerArea: '{{area}} excluded',
  areas: {
    title: 'Areas',
    total: 'Total area',
    mask: 'Mask area',
    project: 'Project area',
    loading: 'Computing the mask areas…',
    error: 'The mask areas could not be computed: {{message}}',
    noMask: 'No exclusion mask: the project area is the whole shape.',
    nothingExcluded: 'The masks exclude nothing from this shape.',
    existing: 'The existing exclusion mask of the shapefile is used.',
  },
  summary: {
    automatic: 'Automatic: {{layers}}',
    manual: 'Manual: {{layers}}',
    thresholds:
      '{{dataset}} {{year}}; slope {{slope}}°; herbaceous {{herbaceous}} %; tree {{tree}} %; grassland probability {{probability}}',
    upload: 'Uploaded mask: {{name}}',
    none: 'None: the whole shape is analysed',
    existing: 'The existing mask of the shapefile',
    noLayers: 'No layer',
  },
} as const;
