/** Owned by the analysis engine; see docs/analysis.md. */
export const analysisInputs = {
  title: 'TODO',
} as const;
