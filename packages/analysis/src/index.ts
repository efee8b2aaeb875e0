// The browser-safe entry ("."): the web app and the contracts import it. Whatever reads files or
// HTTP with Node, or inflates tiles with node:zlib, is in ./node.ts (`@ecotone/analysis/node`).
export * from './biodiversity/index.js';
export * from './carbon/index.js';
export * from './catalogue/index.js';
export * from './context/index.js';
export * from './fire/index.js';
export * from './geography/shape-geography-source.js';
export * from './indices/index.js';
export * from './land-cover/index.js';
export * from './lineage.js';
export { isGeographic, lonLatConverter } from './raster/crs.js';
export * from './raster/types.js';
export * from './runs/index.js';
export * from './sources/antimeridian.js';
export * from './sources/data-source.js';
export * from './sources/synthetic/grid.js';
export * from './sources/synthetic/index.js';
export * from './sources/synthetic/noise.js';
export * from './sources/synthetic/synthetic-source.js';
export * from './time-series/index.js';
export * from './tools/registry.js';
export * from './tools/script-types.js';
export * from './tools/study-area.js';
export * from './tools/tool.js';
export * from './vegetation/index.js';
export * from './water/index.js';
export * from './zonal/index.js';
export * from './zonal/zonal.types.js';
