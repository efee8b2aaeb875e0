export * from './fire-context.tool.js';
export * from './fire-events.js';
export * from './fire-layers.js';
export * from './fire-values.js';
