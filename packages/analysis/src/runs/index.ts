export * from './run-state.js';
