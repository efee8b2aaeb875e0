export * from './catalogue.schema.js';
export * from './catalogue-source.js';
export * from './cog-template.js';
export * from './load-catalogue.js';
export * from './mosaic-raster.js';
export * from './select-dataset.js';
