export * from './biodiversity-context.tool.js';
export * from './biodiversity-values.js';
export * from './msa-activities.js';
export * from './species-list.js';
export * from './species-record.js';
export * from './star-classes.js';
export * from './star-score.js';
export * from './star-weights.js';
