/**
 * The assessment workflow (POST /api/workflow/run, docs/workflow.md): site type labels, and why a
 * submission was refused (`reason.code` of a WORKFLOW_REFUSED error, its `{{placeholders}}` being
 * `reason.params`).
 */
export const workflow = {
  siteTypes: {
    ranch: 'Ranch',
    farm: 'Farm',
    forest: 'Forest',
    conservationArea: 'Conservation area',
    wetland: 'Wetland or mangrove',
    communityLand: 'Community land',
    other: 'Other',
  },
  SITE_REQUIRED: 'Choose an existing site or give the new site a name.',
  SITE_TYPE_REQUIRED: 'Choose a site type for the new site.',
  SHAPEFILE_NAME_REQUIRED: 'Give the shapefile a name.',
  SHAPEFILE_NAME_TAKEN:
    'The site already has a shapefile named "{{name}}". Choose another name for this one.',
  SHAPE_REQUIRED: 'Draw or upload a shape, or select an existing shapefile.',
  SHAPE_AND_IMPORTED_SHAPEFILE:
    'Send either a new shape or an existing shapefile, not both: an existing shapefile is reused as it is.',
  IMPORTED_SHAPEFILE_REQUIRED: 'Select the existing shapefile this assessment is for.',
  ASSESSMENT_REQUIRED: 'Say which assessment to update.',
  ACTIVITY_REQUIRED: 'Choose a restoration activity for a manual analysis.',
  MASK_INVALID:
    'The uploaded exclusion mask could not be used: it must be a .geojson or .json FeatureCollection of polygons that cover some area.',
  MASK_OPTIONS_INVALID:
    'The exclusion mask settings are not valid ({{field}}): pick at least one layer, each once; slope is a whole number of degrees from 1 to 90, cover and probability thresholds are percentages from 0 to 100, and the year is from 2015 to 2025.',
  MASK_NO_DATA: 'Supporting dataset unavailable for this shape.',
  MASK_STUDY_AREA:
    'Exclusion masks cannot be computed for it: it is too wide, goes round the globe or lies beyond the map.',
  MASK_AND_OPTIONS: 'Send either an uploaded exclusion mask or exclusion mask settings, not both.',
  UPLOAD_NOT_FOUND:
    'The uploaded shape was not found: the upload may have failed or expired. Please submit again.',
  UPLOAD_INVALID: 'The uploaded shape is not a valid JSON document. Please submit again.',
  REQUEST_ID_REUSED:
    'This submission id was already used for another kind of request. Reload the page and submit again.',
} as const;
