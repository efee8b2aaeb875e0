/**
 * The server's texts of an assessment's PDF reports (docs/assessment-report.md): the file name,
 * and why a report failed (stored as a code with parameters, translated when read).
 */
export const assessmentReports = {
  /** `{title} - {fileNameLabel} - {yyyy-MM-dd}.pdf` */
  fileNameLabel: 'natural capital assessment',
  failures: {
    ACCESS_LOST: 'Whoever asked for this report no longer has access to the assessment.',
    NOTHING_TO_REPORT:
      'No analysis of this assessment has succeeded, so there is nothing to report.',
    LAYER_MISSING: 'A map layer of {{tool}} is missing from the file storage.',
    TIME_BUDGET: 'Making this report took longer than the {{seconds}} s a report may take.',
    MEMORY_BUDGET: 'Making this report needed more than the {{megabytes}} MB a report may use.',
    RENDER_CRASHED: 'Making this report stopped unexpectedly.',
    WORKER_LOST: 'The worker making this report stopped before it was done.',
    INTERNAL: 'This report could not be made because of an unexpected error.',
  },
} as const;
