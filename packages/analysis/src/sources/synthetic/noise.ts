/**
 * Deterministic value noise over longitude/latitude for the synthetic demo dataset. Values depend
 * only on (seed, position): the same place always gets the same value, neighbouring places get
 * similar values (spatial coherence), and different layers use different seeds.
 */

/** 32-bit integer hash of a lattice point and a seed (a variant of the xxHash32 avalanche). */
export function hash2(x: number, y: number, seed: number): number {
  let h = (seed ^ Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae3d) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Uniform value in [0, 1) for a lattice point. */
export function latticeValue(x: number, y: number, seed: number): number {
  return hash2(x, y, seed) / 4294967296;
}

/** A stable seed from a layer name, e.g. `seedOf('elevation')`. */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0;
  return h;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Bilinear value noise in [0, 1) with lattice spacing `cellDegrees`. */
export function valueNoise(lon: number, lat: number, cellDegrees: number, seed: number): number {
  const gx = (lon + 180) / cellDegrees;
  const gy = (lat + 90) / cellDegrees;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const tx = smooth(gx - x0);
  const ty = smooth(gy - y0);
  const a = latticeValue(x0, y0, seed);
  const b = latticeValue(x0 + 1, y0, seed);
  const c = latticeValue(x0, y0 + 1, seed);
  const d = latticeValue(x0 + 1, y0 + 1, seed);
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

/**
 * Fractal (multi-octave) value noise in [0, 1): `octaves` layers, each half the cell size and half
 * the weight of the one before.
 */
export function fractalNoise(
  lon: number,
  lat: number,
  cellDegrees: number,
  seed: number,
  octaves = 4,
): number {
  let sum = 0;
  let weight = 1;
  let total = 0;
  let cell = cellDegrees;
  for (let octave = 0; octave < octaves; octave++) {
    sum += weight * valueNoise(lon, lat, cell, (seed + Math.imul(octave, 0x9e3779b1)) >>> 0);
    total += weight;
    weight /= 2;
    cell /= 2;
  }
  return sum / total;
}
