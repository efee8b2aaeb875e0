/**
 * GDAL-style affine geotransform: a pixel's top-left corner (col, row) maps to
 * `x = t[0] + col * t[1] + row * t[2]`, `y = t[3] + col * t[4] + row * t[5]` in the raster's CRS.
 * North-up rasters have t[2] = t[4] = 0 and a negative t[5].
 */
export type GeoTransform = readonly [number, number, number, number, number, number];

export type RasterDataType =
  | 'uint8'
  | 'int8'
  | 'uint16'
  | 'int16'
  | 'uint32'
  | 'int32'
  | 'float32'
  | 'float64';

export type RasterArray =
  | Uint8Array
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | Float32Array
  | Float64Array;

/**
 * A single-band raster read tile by tile: the one shape every data source returns (a COG, a
 * STAC asset, the synthetic demo grid) and zonal statistics consume. An in-memory raster is one
 * tile the size of the raster.
 */
export interface TiledRaster {
  readonly width: number;
  readonly height: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly geoTransform: GeoTransform;
  /** `EPSG:4326`, `EPSG:32613`, ... or a proj4 definition string. */
  readonly crs: string;
  readonly noData: number | null;
  readonly dataType: RasterDataType;
  /**
   * The tile at (tileX, tileY), row-major, always `tileWidth * tileHeight` values (edge tiles are
   * padded as in the file). Rejects with a `DataSourceError` when the bytes cannot be read.
   */
  readTile(tileX: number, tileY: number, signal?: AbortSignal): Promise<RasterArray>;
}

/** A raster fully held in memory (results, synthetic grids, test fixtures). */
export interface InMemoryRaster {
  readonly width: number;
  readonly height: number;
  readonly geoTransform: GeoTransform;
  readonly crs: string;
  readonly noData: number | null;
  readonly dataType: RasterDataType;
  readonly data: RasterArray;
}

/** Wraps an in-memory raster as a one-tile `TiledRaster`. */
export function tiledFromMemory(raster: InMemoryRaster): TiledRaster {
  return {
    width: raster.width,
    height: raster.height,
    tileWidth: raster.width,
    tileHeight: raster.height,
    geoTransform: raster.geoTransform,
    crs: raster.crs,
    noData: raster.noData,
    dataType: raster.dataType,
    readTile: async (tileX, tileY) => {
      if (tileX !== 0 || tileY !== 0) throw new RangeError(`No tile ${tileX},${tileY}`);
      return raster.data;
    },
  };
}
