import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mercatorToLatitude,
  mercatorToLongitude,
  paletteOf,
  prepareShape,
  type RasterPyramid,
  renderTile,
  sampleRaster,
  shapeMask,
  tileBounds,
  tileLonLatBounds,
  tilePixelCentres,
} from '../../src/map-tiles/index.js';
import { halve } from '../../src/raster/cog-writer.js';
import { encodeCog, openCog } from '../../src/raster/index.js';
import { type InMemoryRaster, tiledFromMemory } from '../../src/raster/types.js';
import type { Legend } from '../../src/tools/tool.js';

const classes: Legend = {
  items: [
    { itemId: '1', primaryLabel: { key: 'a' }, color: '#ff0000' },
    { itemId: '2', primaryLabel: { key: 'b' }, color: '#00ff00' },
    { itemId: '3', primaryLabel: { key: 'c' }, color: '#0000ff80' },
  ],
};

/** 100 x 100 pixels of 0.001 degrees west of -105, south of 40; value by column band; 255 no data. */
function bands(): InMemoryRaster {
  const data = new Uint8Array(100 * 100);
  for (let row = 0; row < 100; row++) {
    for (let column = 0; column < 100; column++) {
      data[row * 100 + column] = row >= 90 ? 255 : column < 33 ? 1 : column < 66 ? 2 : 3;
    }
  }
  return {
    width: 100,
    height: 100,
    geoTransform: [-105, 0.001, 0, 40, 0, -0.001],
    crs: 'EPSG:4326',
    noData: 255,
    dataType: 'uint8',
    data,
  };
}

const pyramid = (raster: InMemoryRaster, overviews: InMemoryRaster[] = []): RasterPyramid => ({
  ...tiledFromMemory(raster),
  overviews: overviews.map(tiledFromMemory),
});

/** The XYZ tile at zoom z holding (lon, lat). */
function tileAt(z: number, lon: number, lat: number) {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { z, x, y };
}

/** The value, or a failed test when it is null. */
function must<T>(value: T | null): T {
  if (value === null) throw new Error('expected a value, got null');
  return value;
}

const classPalette = must(paletteOf(classes));

const rgbaAt = (rgba: Uint8Array, column: number, row: number) =>
  Array.from(rgba.subarray((row * 256 + column) * 4, (row * 256 + column) * 4 + 4));

describe('web mercator tiles', () => {
  it('spans the world at zoom 0 and halves per zoom', () => {
    const [west, south, east, north] = tileLonLatBounds({ z: 0, x: 0, y: 0 });
    expect(west).toBeCloseTo(-180, 9);
    expect(east).toBeCloseTo(180, 9);
    expect(north).toBeCloseTo(85.0511287798, 8);
    expect(south).toBeCloseTo(-85.0511287798, 8);
    expect(tileBounds({ z: 1, x: 1, y: 0 }).minX).toBeCloseTo(0, 6);
    expect(tileLonLatBounds({ z: 1, x: 1, y: 1 })[3]).toBeCloseTo(0, 9);
    expect(mercatorToLongitude(tileBounds({ z: 2, x: 3, y: 0 }).minX)).toBeCloseTo(90, 9);
    expect(mercatorToLatitude(0)).toBe(0);
  });
});

describe('palette', () => {
  it('reads class colours by item id and spreads a gradient over min..max', () => {
    expect(paletteOf(classes)).toEqual({
      kind: 'classes',
      values: [1, 2, 3],
      colors: [
        [255, 0, 0, 255],
        [0, 255, 0, 255],
        [0, 0, 255, 128],
      ],
    });
    expect(
      paletteOf({ items: [{ itemId: 'Ia', primaryLabel: { key: 'x' }, color: '#fff' }] }),
    ).toBe(null);
    const gradient = paletteOf({
      gradient: { colors: ['#000', '#fff'], min: 0, max: 10, unit: 'm' },
    });
    expect(gradient).toEqual({
      kind: 'gradient',
      colors: [
        [0, 0, 0, 255],
        [255, 255, 255, 255],
      ],
      min: 0,
      max: 10,
    });
  });
});

describe('shape mask', () => {
  it('fills pixel centres inside the shape and leaves holes empty', () => {
    const tile = tileAt(14, -104.95, 39.95);
    const [west, south, east, north] = tileLonLatBounds(tile);
    const midLon = (west + east) / 2;
    const midLat = (south + north) / 2;
    // The west half of the tile, with a hole in its north-west quarter's middle.
    const holeW = west + (east - west) * 0.1;
    const holeE = west + (east - west) * 0.2;
    const holeS = midLat + (north - midLat) * 0.4;
    const holeN = midLat + (north - midLat) * 0.6;
    const shape = prepareShape([
      [
        [
          [west - 1, south - 1],
          [midLon, south - 1],
          [midLon, north + 1],
          [west - 1, north + 1],
          [west - 1, south - 1],
        ],
        [
          [holeW, holeS],
          [holeE, holeS],
          [holeE, holeN],
          [holeW, holeN],
          [holeW, holeS],
        ],
      ],
    ]);
    const { longitudes, latitudes } = tilePixelCentres(tile);
    const mask = shapeMask(shape, longitudes, latitudes);
    expect(mask).not.toBeNull();
    for (const [column, row] of [
      [0, 0],
      [127, 200],
      [128, 200],
      [255, 255],
    ] as const) {
      const expected = (longitudes[column] as number) < midLon ? 1 : 0;
      expect(mask?.[row * 256 + column], `${column},${row}`).toBe(expected);
    }
    const holeColumn = Math.round(0.15 * 256);
    const holeRow = latitudes.findIndex((lat) => lat < (holeS + holeN) / 2);
    expect(mask?.[holeRow * 256 + holeColumn]).toBe(0);
    expect(mask?.[holeRow * 256 + 5]).toBe(1);
    // A tile the shape does not reach.
    const far = tilePixelCentres({ z: 14, x: tile.x + 3, y: tile.y });
    expect(shapeMask(shape, far.longitudes, far.latitudes)).toBeNull();
  });
});

describe('renderTile', () => {
  it('colours each map pixel by the legend class of the source pixel under its centre', async () => {
    const raster = bands();
    const tile = tileAt(15, -104.95, 39.95);
    const rgba = await renderTile(pyramid(raster), tile, classPalette);
    expect(rgba).not.toBeNull();
    const { longitudes, latitudes } = tilePixelCentres(tile);
    const colors: Record<number, number[]> = {
      1: [255, 0, 0, 255],
      2: [0, 255, 0, 255],
      3: [0, 0, 255, 128],
    };
    let checked = 0;
    for (let row = 0; row < 256; row += 7) {
      for (let column = 0; column < 256; column += 7) {
        const sourceColumn = Math.floor(((longitudes[column] as number) + 105) / 0.001);
        const sourceRow = Math.floor((40 - (latitudes[row] as number)) / 0.001);
        const inside = sourceColumn >= 0 && sourceColumn < 100 && sourceRow >= 0 && sourceRow < 100;
        const value = inside ? (raster.data[sourceRow * 100 + sourceColumn] as number) : 255;
        const expected = colors[value] ?? [0, 0, 0, 0];
        expect(rgbaAt(must(rgba), column, row), `${column},${row}`).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('leaves pixels outside the shape transparent and answers null outside data', async () => {
    const raster = bands();
    const tile = tileAt(15, -104.95, 39.95);
    const shape = prepareShape([
      [
        [
          [-105, 39.95],
          [-104.95, 39.95],
          [-104.95, 40],
          [-105, 40],
          [-105, 39.95],
        ],
      ],
    ]);
    const rgba = await renderTile(pyramid(raster), tile, classPalette, { shape });
    const { longitudes, latitudes } = tilePixelCentres(tile);
    for (let row = 0; row < 256; row += 5) {
      for (let column = 0; column < 256; column += 5) {
        const lon = longitudes[column] as number;
        const lat = latitudes[row] as number;
        if (lon > -104.95 + 1e-5 || lat < 39.95 - 1e-5)
          expect(rgbaAt(must(rgba), column, row)[3], `${column},${row}`).toBe(0);
      }
    }
    const bottomRight = tileAt(15, -104.9005, 39.9005);
    // Pixels there hold no data (rows 90-99) or lie outside the raster.
    expect(await renderTile(pyramid(raster), bottomRight, classPalette)).toBeNull();
    expect(await renderTile(pyramid(raster), tileAt(15, 10, 10), classPalette)).toBeNull();
    const elsewhere = prepareShape([
      [
        [
          [10, 10],
          [11, 10],
          [11, 11],
          [10, 10],
        ],
      ],
    ]);
    expect(await renderTile(pyramid(raster), tile, classPalette, { shape: elsewhere })).toBeNull();
  });

  it('reads the coarsest overview that is still finer than the map tile', async () => {
    const full = { ...bands(), data: new Uint8Array(100 * 100).fill(1) };
    const half: InMemoryRaster = {
      ...full,
      width: 50,
      height: 50,
      geoTransform: [-105, 0.002, 0, 40, 0, -0.002],
      data: new Uint8Array(50 * 50).fill(2),
    };
    const reads: string[] = [];
    const watched = (raster: InMemoryRaster, name: string) => {
      const tiled = tiledFromMemory(raster);
      return {
        ...tiled,
        readTile: (x: number, y: number) => {
          reads.push(name);
          return tiled.readTile(x, y);
        },
      };
    };
    const source: RasterPyramid = { ...watched(full, 'full'), overviews: [watched(half, 'half')] };
    // Zoom 10: a map pixel spans ~0.0014 degrees, more than one full pixel, less than two.
    const zoomedOut = await renderTile(source, tileAt(10, -104.95, 39.95), classPalette);
    expect(reads).toEqual(['full']);
    // Zoom 8: ~0.0055 degrees a map pixel; the half-resolution overview suffices.
    reads.length = 0;
    const further = await renderTile(source, tileAt(8, -104.95, 39.95), classPalette);
    expect(reads).toEqual(['half']);
    const painted = (rgba: Uint8Array | null) =>
      Array.from({ length: 256 * 256 }, (_, pixel) =>
        rgbaAt(must(rgba), pixel % 256, pixel >> 8),
      ).find((color) => color[3] !== 0);
    expect(painted(zoomedOut)).toEqual([255, 0, 0, 255]);
    expect(painted(further)).toEqual([0, 255, 0, 255]);
  });

  it('colours a gradient linearly between its stops and renders a projected raster', async () => {
    // UTM zone 13N around -105, 40: x 500000, y 4427757.
    const data = new Float32Array(50 * 50);
    for (let index = 0; index < data.length; index++) data[index] = (index % 50) * 2; // 0..98 by column
    const utm: InMemoryRaster = {
      width: 50,
      height: 50,
      geoTransform: [500_000, 10, 0, 4_427_757, 0, -10],
      crs: 'EPSG:32613',
      noData: null,
      dataType: 'float32',
      data,
    };
    const legend: Legend = {
      gradient: { colors: ['#000000', '#ff0000', '#ffffff'], min: 0, max: 100, unit: 'm' },
    };
    const tile = tileAt(16, -104.998, 39.998);
    const rgba = await renderTile(pyramid(utm), tile, must(paletteOf(legend)));
    expect(rgba).not.toBeNull();
    const { longitudes, latitudes } = tilePixelCentres(tile);
    let checked = 0;
    for (let row = 0; row < 256; row += 9) {
      for (let column = 0; column < 256; column += 9) {
        const value = await sampleRaster(
          tiledFromMemory(utm),
          longitudes[column] as number,
          latitudes[row] as number,
        );
        const color = rgbaAt(must(rgba), column, row);
        if (value === null) {
          expect(color[3]).toBe(0);
          continue;
        }
        // 0..50 runs black -> red, 50..100 red -> white.
        const t = value / 100;
        const expected =
          t <= 0.5 ? [t * 2 * 255, 0, 0] : [255, (t - 0.5) * 2 * 255, (t - 0.5) * 2 * 255];
        expected.forEach((channel, index) => {
          expect(
            Math.abs((color[index] as number) - channel),
            `${column},${row}`,
          ).toBeLessThanOrEqual(1);
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('renderTile over a COG', () => {
  it('draws the same pixels from a COG of 49 small tiles, read in batches, as from memory', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-tiles-'));
    try {
      const file = path.join(directory, 'bands.tif');
      writeFileSync(file, encodeCog(bands(), { tileSize: 16 }));
      const cog = await openCog(file);
      // Zoom 7: the whole 0.1 degree raster lies in one map tile, whose pixels (0.011 degrees)
      // fall in all its 16 px tiles but some of the 4 px wide last ones: three batches or more.
      const tile = tileAt(7, -104.95, 39.95);
      expect(tileAt(7, -105, 40)).toEqual(tile);
      expect(tileAt(7, -104.9001, 39.9001)).toEqual(tile);
      const fromCog = await renderTile(cog, tile, classPalette);
      expect(cog.tilesRead).toBeGreaterThan(32);
      const fromMemory = await renderTile(pyramid(bands()), tile, classPalette);
      expect(fromCog).not.toBeNull();
      expect(Buffer.from(must(fromCog)).equals(Buffer.from(must(fromMemory)))).toBe(true);
      await cog.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('renderTile over a COG with overviews', () => {
  it('reads a zoomed-out tile from the coarsest overview that suffices: one tile, not 49', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-tiles-'));
    try {
      const file = path.join(directory, 'bands-overviews.tif');
      writeFileSync(file, encodeCog(bands(), { tileSize: 16, overviews: 'mode' }));
      const cog = await openCog(file);
      // 100 px -> 50, 25, 13 (one 16 px tile). Zoom 7: a map pixel spans ~11 raster pixels, so
      // the 13 px overview (7.7 raster pixels a pixel) is the coarsest still finer than it.
      expect(cog.overviews.map((overview) => overview.width)).toEqual([50, 25, 13]);
      const tile = tileAt(7, -104.95, 39.95);
      const fromCog = await renderTile(cog, tile, classPalette);
      expect(cog.tilesRead).toBe(1);
      const half = halve(bands(), 'mode');
      const quarter = halve(half, 'mode');
      const levels = [half, quarter, halve(quarter, 'mode')];
      const fromMemory = await renderTile(pyramid(bands(), levels), tile, classPalette);
      expect(fromCog).not.toBeNull();
      expect(Buffer.from(must(fromCog)).equals(Buffer.from(must(fromMemory)))).toBe(true);
      // Zoomed in (zoom 12, a map pixel ~0.3 raster pixels): the full resolution, as before.
      const before = cog.tilesRead;
      await renderTile(cog, tileAt(12, -104.95, 39.95), classPalette);
      expect(cog.tilesRead - before).toBeGreaterThan(0);
      const fullOnly = await renderTile(pyramid(bands()), tileAt(12, -104.95, 39.95), classPalette);
      const sameTile = await renderTile(cog, tileAt(12, -104.95, 39.95), classPalette);
      expect(Buffer.from(must(sameTile)).equals(Buffer.from(must(fullOnly)))).toBe(true);
      await cog.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('sampleRaster', () => {
  it('answers the value under a point, null outside the raster, no data or the shape', async () => {
    const raster = tiledFromMemory(bands());
    expect(await sampleRaster(raster, -104.9995, 39.9995)).toBe(1);
    expect(await sampleRaster(raster, -104.95, 39.95)).toBe(2);
    expect(await sampleRaster(raster, -104.9005, 39.95)).toBe(3);
    expect(await sampleRaster(raster, -104.95, 39.9005)).toBeNull(); // no data rows
    expect(await sampleRaster(raster, -106, 39.95)).toBeNull();
    const shape = prepareShape([
      [
        [
          [-105, 39.96],
          [-104.96, 39.96],
          [-104.96, 40],
          [-105, 39.96],
        ],
      ],
    ]);
    expect(await sampleRaster(raster, -104.97, 39.99, { shape })).toBe(1);
    expect(await sampleRaster(raster, -104.99, 39.99, { shape })).toBeNull();
  });
});
