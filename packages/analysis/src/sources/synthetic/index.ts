// synthetic-carbon.ts stays internal (the synthetic source serves its roles), keeping its helper
// names out of the package index, where the carbon tools export theirs.
export * from './synthetic-climate.js';
export * from './synthetic-ecology.js';
export * from './synthetic-lineage.js';
export * from './synthetic-rasters.js';
export * from './synthetic-source.js';
export * from './synthetic-vectors.js';
