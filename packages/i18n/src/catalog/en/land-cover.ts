/** Owned by the analysis engine; see docs/analysis.md. */
export const landCover = {
  title: 'TODO',
} as const;
