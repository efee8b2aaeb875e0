// The offline geography's Node-only part (it reads npm data files), exported through
// `@ecotone/analysis/node`; the pure seam (ShapeGeographySource, GeographyError) is in the main
// entry (shape-geography-source.ts).
export {
  type AdminAreaIndex,
  type AdminAreaLookupOptions,
  createAdminAreaLookup,
} from './admin-area-lookup.js';
export { ADMIN_SOURCE, type AdminDataset, type AdminUnit } from './admin-dataset.js';
export { cacheFileName, defaultCacheDirectory, loadAdminDataset } from './admin-dataset-cache.js';
export { ringContains } from './flat-ring.js';
export { createGeographyCache, type GeographyCache } from './geography-cache.js';
export {
  createPlaceIndex,
  type NearbyPlace,
  type NearestPlaceQuery,
  type PlaceFinder,
} from './place-index.js';
export {
  createShapeGeography,
  geonamesLineage,
  polygonsIn,
  type ShapeGeographyOptions,
} from './shape-geography.js';
