export {
  type AdminAreaIndex,
  type AdminAreaLookupOptions,
  createAdminAreaLookup,
} from './admin-area-lookup.js';
export { ADMIN_SOURCE, type AdminDataset, type AdminUnit } from './admin-dataset.js';
export { defaultCacheDirectory, loadAdminDataset } from './admin-dataset-cache.js';
export {
  createPlaceIndex,
  type NearbyPlace,
  type NearestPlaceQuery,
  type PlaceFinder,
} from './place-index.js';
export {
  createShapeGeography,
  GeographyError,
  type GeographyErrorCode,
  geonamesLineage,
  type LocalizedName,
  polygonsIn,
  type ShapeGeography,
  type ShapeGeographyOptions,
  type ShapeGeographySource,
} from './shape-geography.js';
