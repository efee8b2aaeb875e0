export * from './synthetic-climate.js';
export * from './synthetic-ecology.js';
export * from './synthetic-lineage.js';
export * from './synthetic-rasters.js';
export * from './synthetic-source.js';
export * from './synthetic-vectors.js';
