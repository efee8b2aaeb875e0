import {
  type AdminAreaIndex,
  type AdminAreaLookupOptions,
  createAdminAreaLookup,
} from './admin-area-lookup.js';
import { createShapeGeography } from './shape-geography.js';
import type { ShapeGeographySource } from './shape-geography-source.js';

/**
 * The offline geography's loaded indexes (admin-1 ~15 MB, GeoNames places ~90 MB), kept for as
 * long as the cache is. Each loads on its first lookup, not here. A composition root creates one
 * (a compute thread: one per thread, compute-tasks.ts) and passes it to whatever looks shapes up,
 * so the analyses and the shape geography of one thread share a single admin-1 index.
 */
export interface GeographyCache {
  /** Countries and first-level divisions (the analyses' `ToolContext.admin`). */
  admin: AdminAreaIndex;
  /** Where a shape lies, for the wizard: `admin` plus the nearest GeoNames place. */
  shapes: ShapeGeographySource;
}

export function createGeographyCache(options: AdminAreaLookupOptions = {}): GeographyCache {
  const admin = createAdminAreaLookup(options);
  return { admin, shapes: createShapeGeography({ admin }) };
}
