import { execFileSync } from 'node:child_process';

/** One feature as GDAL reads it. */
export interface GdalFeature {
  name: string | null;
  geometry: string | null;
  west: number | null;
}

/**
 * The smallest longitude in GeoJSON coordinates (of any depth), to tell shapes apart; to 9
 * decimals, as GDAL's GeoJSON writer rounds to 15 significant digits.
 */
export function westOf(coordinates: unknown): number {
  const smallest = (list: unknown[]): number =>
    typeof list[0] === 'number'
      ? list[0]
      : Math.min(...list.map((each) => smallest(each as unknown[])));
  return Number(smallest(coordinates as unknown[]).toFixed(9));
}

/**
 * GDAL's reading: every feature's name, geometry type (null without geometry) and westernmost
 * longitude, so the test can check that each shape kept its own attributes.
 */
export function gdalReading(path: string): GdalFeature[] {
  const text = execFileSync('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', path], {
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
  const collection = JSON.parse(text) as {
    features: Array<{
      properties: { name?: string };
      geometry: { type: string; coordinates: unknown } | null;
    }>;
  };
  return collection.features.map((each) => ({
    name: each.properties.name ?? null,
    geometry: each.geometry?.type ?? null,
    west: each.geometry ? westOf(each.geometry.coordinates) : null,
  }));
}
