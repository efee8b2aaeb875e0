export * from './performance-degradation.js';
export * from './performance-degradation.tool.js';
export * from './vegetation-change.tool.js';
export * from './vegetation-inputs.js';
export * from './vegetation-layers.js';
export * from './vegetation-methods.js';
export * from './vegetation-series.js';
