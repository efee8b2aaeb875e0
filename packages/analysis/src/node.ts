// The Node entry (`@ecotone/analysis/node`): COG reading and writing (node:fs, node:zlib), HTTP
// and file locations (node:url), catalogues, STAC and vector files, and the offline geography
// (admin-1 and GeoNames from npm data files). Only the server imports it; the browser-safe rest
// is the package's main entry (index.ts).
export * from './geography/index.js';
export * from './map-tiles/index.js';
export * from './raster/index.js';
export * from './sources/catalogue/index.js';
export * from './sources/http.js';
export * from './sources/stac/index.js';
export * from './sources/vector/index.js';
