import { describe, expect, it } from 'vitest';
import { hornSlopeDegrees, SLOPE_NO_DATA } from '../../src/context/horn-slope.js';
import type { InMemoryRaster } from '../../src/raster/types.js';

function dem(
  width: number,
  height: number,
  crs: string,
  geoTransform: InMemoryRaster['geoTransform'],
  z: (column: number, row: number) => number,
): InMemoryRaster {
  const data = new Float64Array(width * height);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) data[row * width + column] = z(column, row);
  return { width, height, geoTransform, crs, noData: -32768, dataType: 'float64', data };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

describe('Horn slope', () => {
  it('reads atan(0.1) = 5.7106° on a projected plane rising 3 m per 30 m pixel', () => {
    const plane = dem(5, 5, 'EPSG:32613', [500000, 30, 0, 4000000, 0, -30], (c) => 3 * c);
    const slope = hornSlopeDegrees(plane);
    expect(slope.data[2 * 5 + 2]).toBeCloseTo(5.710593, 5);
    // The left edge sees the rise on one side only: half the gradient, atan(0.05) = 2.8624°.
    expect(slope.data[2 * 5]).toBeCloseTo(2.862405, 5);
  });

  it('uses Δx = Δλ·(π/180)·R·cos φ on EPSG:4326', () => {
    // 3 arcsecond pixels whose middle row is centred on 60° N; z rises 10 m per column.
    // Δx = (1/1200)·(π/180)·6371008.8·cos 60° = 46.33128 m, slope = atan(10/46.33128) = 12.17970°.
    const size = 1 / 1200;
    const top = 60 + 1.5 * size;
    const plane = dem(3, 3, 'EPSG:4326', [-100, size, 0, top, 0, -size], (c) => 10 * c);
    expect(hornSlopeDegrees(plane).data[4]).toBeCloseTo(12.1797, 3);
  });

  it('uses Δy = Δφ·(π/180)·R northwards', () => {
    // 1 arcsecond pixels: Δy = (1/3600)·(π/180)·6371008.8 = 30.87985 m; z falls 0.3·Δy per row.
    const size = 1 / 3600;
    const dy = size * (Math.PI / 180) * 6371008.8;
    const plane = dem(3, 3, 'EPSG:4326', [10, size, 0, 45, 0, -size], (_c, r) => -0.3 * dy * r);
    expect(hornSlopeDegrees(plane).data[4]).toBeCloseTo(degrees(Math.atan(0.3)), 5);
    expect(degrees(Math.atan(0.3))).toBeCloseTo(16.69924, 5);
  });

  it('marks no-data centres and ignores no-data neighbours', () => {
    const flat = dem(3, 3, 'EPSG:32613', [0, 30, 0, 0, 0, -30], (c, r) =>
      c === 0 && r === 0 ? -32768 : 100,
    );
    const slope = hornSlopeDegrees(flat);
    expect(slope.data[0]).toBe(SLOPE_NO_DATA);
    expect(slope.data[4]).toBe(0);
  });
});
