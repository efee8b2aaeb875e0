export * from './series-reader.js';
export * from './special-functions.js';
export * from './spi.js';
export * from './time-series-chart.js';
export * from './time-series-values.js';
export * from './trend.js';
export * from './water-balance.js';
