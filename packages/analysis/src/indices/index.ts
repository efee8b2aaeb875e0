export * from './performance-levels.js';
export * from './spectral-indices.js';
