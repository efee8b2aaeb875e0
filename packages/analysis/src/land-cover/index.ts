export * from './degradation-matrix.js';
export * from './land-cover-change.js';
export * from './land-cover-change.tool.js';
export * from './land-cover-layers.js';
export * from './legends.js';
export * from './synthetic-land-cover.js';
