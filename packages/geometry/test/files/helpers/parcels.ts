import type { ShpRecord, XY } from './write-shapefile.js';

/** Mulberry32: a small seeded generator, so fixtures and benchmark data are the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` irregular parcels of about `vertices` vertices in UTM zone 13N (around Colorado and New
 * Mexico), as shapefile polygon records: one clockwise ring each, closed.
 */
export function parcelRecords(count: number, vertices: number, seed = 13): ShpRecord[] {
  const random = seededRandom(seed);
  const records: ShpRecord[] = [];
  for (let parcel = 0; parcel < count; parcel++) {
    const centreX = 300_000 + random() * 400_000;
    const centreY = 3_700_000 + random() * 800_000;
    const radius = 200 + random() * 800;
    const ring: XY[] = [];
    for (let k = 0; k < vertices - 1; k++) {
      const angle = (-2 * Math.PI * k) / (vertices - 1);
      const r = radius * (0.8 + 0.4 * random());
      ring.push([centreX + r * Math.cos(angle), centreY + r * Math.sin(angle)]);
    }
    ring.push(ring[0] ?? [centreX, centreY]);
    records.push([ring]);
  }
  return records;
}
