// The analysis engine arrives with the analysis-engine issue (tool catalogue, data sources,
// kernels, result normalisers). See README.md.
export {};
