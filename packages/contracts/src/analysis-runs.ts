// Runs and results: GET /api/analysis-results/{analysisId}, assessment context, analysis lists.
export {};
