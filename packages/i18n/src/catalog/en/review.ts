/**
 * Step 4 of the new-assessment wizard, Review (specs/1 section 2.5), and what the submission
 * says when it succeeds or fails (specs/1 section 8).
 */
export const review = {
  title: 'Review',
  intro: 'Check the assessment before it starts. Go back to any step to change it.',
  mapLabel: 'Preview of the shape',
  summary: 'Summary',
  site: 'Site',
  newSite: 'New site: {{name}}',
  existingSite: 'Existing site: {{name}}',
  siteType: 'Site type',
  shapefileName: 'Shapefile name',
  existingShapefile: '{{name}} (existing shapefile)',
  area: 'Area',
  measuring: 'Measuring…',
  activity: 'Restoration activity',
  automatic: 'Automatic analysis',
  template: 'Analysis template',
  custom: 'Custom',
  tools: 'Tools',
  toolsLoading: 'Loading the tools…',
  toolsFailed: 'The list of tools could not be loaded. The analysis still runs every tool chosen.',
  noTools: 'No tools',
  masks: 'Mask settings',
  noMask: 'No exclusion mask',
  notSet: 'Not set',
  incomplete: 'Complete the earlier steps to start the analysis.',
  submitting: 'Submitting the assessment…',
  submitError: 'An error occurred when submitting the shape. {{error}}',
  submitted: {
    teamChat:
      "The shape has been successfully submitted and you'll be notified on {{tool}} when the assessment is ready.",
    inApp:
      "The shape has been successfully submitted and you'll be notified here and by email when the assessment is ready.",
  },
} as const;
