export * from './analysis.js';
export * from './analysis-runs.js';
export * from './api.js';
export * from './constants.js';
export * from './permissions.js';
export * from './places.js';
export * from './requests.js';
export * from './workflow.js';
