import type { RasterDataType } from './types.js';

/** TIFF tag numbers used by the COG reader and writer (TIFF 6.0, GeoTIFF 1.1, GDAL). */
export const Tag = {
  NewSubfileType: 254,
  ImageWidth: 256,
  ImageLength: 257,
  BitsPerSample: 258,
  Compression: 259,
  Photometric: 262,
  SamplesPerPixel: 277,
  PlanarConfiguration: 284,
  Predictor: 317,
  TileWidth: 322,
  TileLength: 323,
  TileOffsets: 324,
  TileByteCounts: 325,
  SampleFormat: 339,
  ModelPixelScale: 33550,
  ModelTiepoint: 33922,
  ModelTransformation: 34264,
  GeoKeyDirectory: 34735,
  GeoDoubleParams: 34736,
  GeoAsciiParams: 34737,
  GdalNoData: 42113,
} as const;

/** GeoKey ids (GeoTIFF 1.1). */
export const GeoKey = {
  ModelType: 1024,
  RasterType: 1025,
  GeographicType: 2048,
  ProjectedCSType: 3072,
} as const;

/** TIFF field types: byte size of one value. */
export const FIELD_TYPE_SIZE: Record<number, number> = {
  1: 1, // BYTE
  2: 1, // ASCII
  3: 2, // SHORT
  4: 4, // LONG
  5: 8, // RATIONAL
  6: 1, // SBYTE
  7: 1, // UNDEFINED
  8: 2, // SSHORT
  9: 4, // SLONG
  10: 8, // SRATIONAL
  11: 4, // FLOAT
  12: 8, // DOUBLE
  16: 8, // LONG8
  17: 8, // SLONG8
  18: 8, // IFD8
};

/** SampleFormat 1 = unsigned integer, 2 = signed integer, 3 = IEEE float. */
export function sampleLayout(dataType: RasterDataType): { bits: number; format: 1 | 2 | 3 } {
  switch (dataType) {
    case 'uint8':
      return { bits: 8, format: 1 };
    case 'int8':
      return { bits: 8, format: 2 };
    case 'uint16':
      return { bits: 16, format: 1 };
    case 'int16':
      return { bits: 16, format: 2 };
    case 'uint32':
      return { bits: 32, format: 1 };
    case 'int32':
      return { bits: 32, format: 2 };
    case 'float32':
      return { bits: 32, format: 3 };
    case 'float64':
      return { bits: 64, format: 3 };
  }
}

/** The RasterDataType of a BitsPerSample/SampleFormat pair, or null when unsupported. */
export function dataTypeOf(bits: number, format: number): RasterDataType | null {
  const key = `${format === 0 ? 1 : format}:${bits}`;
  const types: Record<string, RasterDataType> = {
    '1:8': 'uint8',
    '2:8': 'int8',
    '1:16': 'uint16',
    '2:16': 'int16',
    '1:32': 'uint32',
    '2:32': 'int32',
    '3:32': 'float32',
    '3:64': 'float64',
  };
  return types[key] ?? null;
}

/** A typed array of `dataType` over `length` values. */
export function newArray(
  dataType: RasterDataType,
  buffer: ArrayBuffer,
  byteOffset = 0,
  length?: number,
) {
  switch (dataType) {
    case 'uint8':
      return new Uint8Array(buffer, byteOffset, length);
    case 'int8':
      return new Int8Array(buffer, byteOffset, length);
    case 'uint16':
      return new Uint16Array(buffer, byteOffset, length);
    case 'int16':
      return new Int16Array(buffer, byteOffset, length);
    case 'uint32':
      return new Uint32Array(buffer, byteOffset, length);
    case 'int32':
      return new Int32Array(buffer, byteOffset, length);
    case 'float32':
      return new Float32Array(buffer, byteOffset, length);
    case 'float64':
      return new Float64Array(buffer, byteOffset, length);
  }
}
