/** Owned by the analysis engine; see docs/analysis.md. */
export const runs = {
  title: 'TODO',
} as const;
