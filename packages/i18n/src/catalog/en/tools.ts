/** Owned by the analysis engine; see docs/analysis.md. */
export const tools = {
  title: 'TODO',
} as const;
