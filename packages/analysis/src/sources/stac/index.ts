export * from './signing.js';
export * from './stac-api.js';
export * from './stac-item.js';
export * from './static-catalogue.js';
