import { describe, expect, it } from 'vitest';
import { readWindow, valueAt } from '../../src/context/raster-window.js';
import type { TiledRaster } from '../../src/raster/types.js';

/** A 10 × 6 raster of 0.1° pixels from (0, 6) in 4 × 4 tiles; pixel value = 100·row + column. */
function tiled(): TiledRaster & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    width: 10,
    height: 6,
    tileWidth: 4,
    tileHeight: 4,
    geoTransform: [0, 0.1, 0, 6, 0, -0.1],
    crs: 'EPSG:4326',
    noData: -1,
    dataType: 'int16',
    readTile: async (tileX, tileY) => {
      reads.push(`${tileX},${tileY}`);
      const tile = new Int16Array(16);
      for (let row = 0; row < 4; row++)
        for (let column = 0; column < 4; column++) {
          const r = tileY * 4 + row;
          const c = tileX * 4 + column;
          tile[row * 4 + column] = r < 6 && c < 10 ? (r === 5 && c === 9 ? -1 : 100 * r + c) : 0;
        }
      return tile;
    },
  };
}

describe('readWindow', () => {
  it('mosaics the tiles under a box, with a margin, scaled', async () => {
    const raster = tiled();
    // Columns 3.5..6.5 → 3..7, rows 1.5..4.5 → 1..5, plus one pixel of margin: columns 2..7, rows 0..5.
    const window = await readWindow(raster, [0.35, 5.55, 0.65, 5.85], { scale: 2, offset: 1 });
    expect(window.width).toBe(6);
    expect(window.height).toBe(6);
    expect(window.geoTransform[0]).toBeCloseTo(0.2, 12);
    expect(window.geoTransform[3]).toBeCloseTo(6, 12);
    expect(window.data[0]).toBe(2 * 2 + 1);
    expect(window.data[1 * 6 + 3]).toBe(2 * 105 + 1);
    expect(raster.reads.sort()).toEqual(['0,0', '0,1', '1,0', '1,1']);
  });

  it('keeps no-data and reads one pixel under a point', async () => {
    const raster = tiled();
    expect(await valueAt(raster, 0.95, 5.45)).toBe(Number.NaN);
    expect(await valueAt(raster, 0.45, 5.75)).toBe(204);
    expect(await valueAt(raster, 3, 3)).toBe(Number.NaN);
  });
});
