/** Owned by the analysis engine; see docs/analysis.md. */
export const context = {
  title: 'TODO',
} as const;
