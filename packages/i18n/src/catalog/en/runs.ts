/** Analysis runs: states and why a tool run failed (docs/analysis-runs.md). */
export const runs = {
  states: {
    QUEUED: 'Queued',
    STARTED: 'Running',
    EXPORT_PENDING: 'Export pending',
    EXPORT_RUNNING: 'Exporting',
    SUCCEEDED: 'Succeeded',
    CANCELLED: 'Cancelled',
    FAILED: 'Failed',
  },
  /** Stored with a failed tool run as a code and parameters; translated when read. */
  failures: {
    TOOL_NOT_AVAILABLE: 'This analysis tool ({{scriptType}}) is not available on this server.',
    SHAPEFILE_MISSING: 'The shapefile of this analysis no longer exists.',
    NO_PROJECT_AREA:
      'The exclusion masks cover the whole shape: no project area is left to analyse.',
    DATA_UNAVAILABLE: 'No dataset is configured for {{role}}{{year}}.',
    DATA_RESTRICTED:
      '{{dataset}} is restricted by its licence ({{license}}), and this server is not enabled to use it.',
    DATA_SOURCE: 'A data source could not be read: {{detail}}',
    DATA_SOURCE_RETRYING:
      'A data source did not answer (attempt {{attempt}}); the analysis will try again shortly.',
    WORKER_LOST: 'The worker running this analysis stopped and the analysis could not be resumed.',
    TOOL_TIME_BUDGET:
      'This analysis took longer than the {{seconds}} s one tool may run, and was stopped. Try a smaller area.',
    TOOL_MEMORY_BUDGET:
      'This analysis needed more than the {{megabytes}} MB of memory one tool may use, and was stopped. Try a smaller area.',
    TOOL_RASTER_BUDGET:
      'This study area needs more raster data than one tool may read ({{megapixels}} million pixels). Try a smaller area.',
    TOOL_CRASHED: 'The computation of this analysis stopped unexpectedly and was not retried.',
    INTERNAL: 'The analysis failed unexpectedly. Please try again later.',
    STUDY_AREA_BEYOND_MAP:
      'The study area reaches latitude {{latitude}}, beyond the {{limit}}° where the map and the datasets end; it cannot be analysed. Draw it again without the polar region.',
    STUDY_AREA_ROUND_THE_GLOBE:
      'The study area goes all the way round the globe (round a pole); it cannot be analysed. Draw the area itself.',
    STUDY_AREA_TOO_WIDE:
      'The study area spans {{degrees}}° of longitude, more than the {{limit}}° an analysis can cover. Split it into smaller areas.',
  },
} as const;
