/** The results page: which area an analysis ran on (contracts `studyAreaSchema`). */
export const studyArea = {
  net: 'Net project area {{net}} (total {{gross}} minus {{mask}} of exclusion masks)',
  gross: 'Whole shape analysed: {{gross}} (no exclusion mask)',
} as const;
