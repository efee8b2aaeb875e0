export * from './input-rules.js';
export * from './inputs.js';
export * from './instruments.js';
export * from './present.js';
export * from './templates.js';
export * from './tools.js';
export * from './types.js';
export * from './validate-inputs.js';
