export * from './export/index.js';
export * from './import/index.js';
export * from './types.js';
