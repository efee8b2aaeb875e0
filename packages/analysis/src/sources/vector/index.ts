export * from './flatgeobuf-file.js';
export * from './geojson-file.js';
export * from './polygon-in-bbox.js';
