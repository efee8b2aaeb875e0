export * from './catalog/index.js';
export * from './preferences.js';
export * from './translate.js';
export * from './units/index.js';
