import type { InMemoryRaster, RasterArray, RasterDataType, TiledRaster } from '../raster/types.js';
import { DataSourceError } from '../sources/data-source.js';
import type { Legend } from '../tools/tool.js';
import { EFFECT_COLORS, type TransitionEffect, transitionEffect } from './degradation-matrix.js';
import { classOf, type LandCoverDataset } from './legends.js';

/** Map layers of the land-cover change result: the two class maps and the change map. */

const ARRAYS: Record<RasterDataType, new (length: number) => RasterArray> = {
  uint8: Uint8Array,
  int8: Int8Array,
  uint16: Uint16Array,
  int16: Int16Array,
  uint32: Uint32Array,
  int32: Int32Array,
  float32: Float32Array,
  float64: Float64Array,
};

/** Assembles every tile of `raster` into one array (result layers are stored whole). */
export async function readWhole(
  raster: TiledRaster,
  signal?: AbortSignal,
): Promise<InMemoryRaster> {
  const { width, height, tileWidth, tileHeight } = raster;
  const whole = {
    width,
    height,
    geoTransform: raster.geoTransform,
    crs: raster.crs,
    noData: raster.noData,
    dataType: raster.dataType,
  };
  if (width === tileWidth && height === tileHeight) {
    const data = await raster.readTile(0, 0, signal);
    return { ...whole, data };
  }
  const data = new ARRAYS[raster.dataType](width * height);
  for (let tileY = 0; tileY * tileHeight < height; tileY++) {
    for (let tileX = 0; tileX * tileWidth < width; tileX++) {
      signal?.throwIfAborted();
      const tile = await raster.readTile(tileX, tileY, signal);
      const columns = Math.min(tileWidth, width - tileX * tileWidth);
      for (let row = 0; row < tileHeight && tileY * tileHeight + row < height; row++) {
        const offset = (tileY * tileHeight + row) * width + tileX * tileWidth;
        for (let column = 0; column < columns; column++) {
          data[offset + column] = tile[row * tileWidth + column] ?? 0;
        }
      }
    }
  }
  return { ...whole, data };
}

/** Legend of a class map: the product's classes, in legend order, that occur in the raster. */
export function classLegend(dataset: LandCoverDataset, raster: InMemoryRaster): Legend {
  const present = new Set<number>();
  for (const value of raster.data) {
    const found = classOf(dataset, value);
    if (found) present.add(found.code);
  }
  return {
    title: { key: dataset.nameKey },
    items: dataset.classes
      .filter((entry) => present.has(entry.code))
      .map((entry) => ({
        itemId: String(entry.code),
        primaryLabel: { key: entry.key },
        color: entry.color,
      })),
  };
}

/** Values of the change map. */
export const CHANGE_VALUES: Record<TransitionEffect, number> = {
  degradation: 1,
  stable: 2,
  improvement: 3,
};
export const CHANGE_NO_DATA = 255;

function sameGrid(a: InMemoryRaster, b: InMemoryRaster): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.crs === b.crs &&
    a.geoTransform.every((value, index) => Math.abs(value - (b.geoTransform[index] ?? NaN)) < 1e-9)
  );
}

/**
 * Per pixel: degradation, stable or improvement of the change from `base` to `study` on the
 * common legend (no data where either year has no class or is unclassified).
 */
export function changeRaster(
  dataset: LandCoverDataset,
  base: InMemoryRaster,
  study: InMemoryRaster,
): InMemoryRaster {
  if (!sameGrid(base, study)) {
    throw new DataSourceError('The two land-cover years are not on the same pixel grid', {
      transient: false,
    });
  }
  const data = new Uint8Array(base.width * base.height).fill(CHANGE_NO_DATA);
  const memo = new Map<number, number>();
  for (let index = 0; index < data.length; index++) {
    const from = base.data[index] ?? -1;
    const to = study.data[index] ?? -1;
    const key = from * 65536 + to;
    let value = memo.get(key);
    if (value === undefined) {
      const fromClass = classOf(dataset, from)?.common;
      const toClass = classOf(dataset, to)?.common;
      value =
        fromClass && toClass ? CHANGE_VALUES[transitionEffect(fromClass, toClass)] : CHANGE_NO_DATA;
      memo.set(key, value);
    }
    data[index] = value;
  }
  return { ...base, noData: CHANGE_NO_DATA, dataType: 'uint8', data };
}

export function changeLegend(baseYear: number, studyYear: number): Legend {
  const effects: TransitionEffect[] = ['degradation', 'stable', 'improvement'];
  return {
    title: { key: 'landCover.layers.changeLegend', params: { baseYear, studyYear } },
    items: effects.map((effect) => ({
      itemId: String(CHANGE_VALUES[effect]),
      primaryLabel: { key: `landCover.transitions.${effect}` },
      color: EFFECT_COLORS[effect],
    })),
  };
}
