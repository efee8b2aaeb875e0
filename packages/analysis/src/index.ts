export * from './catalogue/types.js';
export * from './lineage.js';
export * from './raster/types.js';
export * from './sources/data-source.js';
export * from './tools/script-types.js';
export * from './tools/tool.js';
