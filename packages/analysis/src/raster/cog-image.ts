import { type Ifd, malformed } from './tiff-ifd.js';
import { dataTypeOf, GeoKey, Tag } from './tiff-tags.js';
import type { GeoTransform, RasterDataType } from './types.js';

/** What the reader needs of one IFD: the grid, the tile index and how tiles are encoded. */
export interface CogImage {
  width: number;
  height: number;
  tileWidth: number;
  tileHeight: number;
  dataType: RasterDataType;
  bytesPerSample: number;
  compression: number;
  predictor: number;
  offsets: number[];
  byteCounts: number[];
  noData: number | null;
  /** Bit 0 of NewSubfileType: a reduced-resolution copy (an overview). Bit 2: a mask. */
  subfileType: number;
}

const numbers = (ifd: Ifd, tag: number): number[] | undefined => {
  const value = ifd.get(tag);
  return Array.isArray(value) ? value : undefined;
};
const first = (ifd: Ifd, tag: number, fallback: number): number =>
  numbers(ifd, tag)?.[0] ?? fallback;

/** The image of one IFD. Strip-organised TIFFs read as tiles one strip high. */
export function describeImage(ifd: Ifd, location: string): CogImage {
  const width = first(ifd, Tag.ImageWidth, 0);
  const height = first(ifd, Tag.ImageLength, 0);
  const tiled = ifd.has(Tag.TileWidth);
  const tileWidth = tiled ? first(ifd, Tag.TileWidth, 0) : width;
  const tileHeight = tiled
    ? first(ifd, Tag.TileLength, 0)
    : Math.min(height, first(ifd, 278, height));
  const offsets = numbers(ifd, tiled ? Tag.TileOffsets : 273);
  const byteCounts = numbers(ifd, tiled ? Tag.TileByteCounts : 279);
  const samples = first(ifd, Tag.SamplesPerPixel, 1);
  const planar = first(ifd, Tag.PlanarConfiguration, 1);
  const bits = first(ifd, Tag.BitsPerSample, 1);
  const dataType = dataTypeOf(bits, first(ifd, Tag.SampleFormat, 1));
  if (!width || !height || !tileWidth || !tileHeight || !offsets || !byteCounts)
    throw malformed(location, 'missing image size or tile index');
  if (!dataType) throw malformed(location, `unsupported samples (${bits} bits)`);
  if (samples > 1 && planar === 1)
    throw malformed(location, `${samples} interleaved bands; only single-band rasters are read`);
  const tileCount = Math.ceil(width / tileWidth) * Math.ceil(height / tileHeight);
  if (offsets.length < tileCount || byteCounts.length < tileCount)
    throw malformed(location, `tile index holds ${offsets.length} of ${tileCount} tiles`);
  const noDataText = ifd.get(Tag.GdalNoData);
  // GDAL writes 'nan' for a NaN no-data value: Number() reads it (and anything odd) as NaN.
  const noData =
    typeof noDataText === 'string' && noDataText.trim() !== '' ? Number(noDataText.trim()) : null;
  return {
    width,
    height,
    tileWidth,
    tileHeight,
    dataType,
    bytesPerSample: bits / 8,
    compression: first(ifd, Tag.Compression, 1),
    predictor: first(ifd, Tag.Predictor, 1),
    // Planar configuration 2 stores band 1's tiles first: reading those reads band 1.
    offsets: offsets.slice(0, tileCount),
    byteCounts: byteCounts.slice(0, tileCount),
    noData,
    subfileType: first(ifd, Tag.NewSubfileType, 0),
  };
}

/** The geotransform from ModelTransformation, or ModelPixelScale + ModelTiepoint. */
export function geoTransformOf(ifd: Ifd, location: string): GeoTransform {
  const matrix = numbers(ifd, Tag.ModelTransformation);
  const pixelIsPoint = geoKeys(ifd).get(GeoKey.RasterType) === 2;
  let t: [number, number, number, number, number, number];
  if (matrix && matrix.length >= 8) {
    const [a = 0, b = 0, , c = 0, d = 0, e = 0, , f = 0] = matrix;
    t = [c, a, b, f, d, e];
  } else {
    const scale = numbers(ifd, Tag.ModelPixelScale);
    const tiepoint = numbers(ifd, Tag.ModelTiepoint);
    if (!scale || !tiepoint)
      throw malformed(location, 'no georeferencing (ModelPixelScale/ModelTiepoint)');
    const [sx = 1, sy = 1] = scale;
    const [i = 0, j = 0, , x = 0, y = 0] = tiepoint;
    t = [x - i * sx, sx, 0, y + j * sy, 0, -sy];
  }
  // GDAL's convention: a PixelIsPoint tiepoint names the pixel's centre, not its corner.
  if (pixelIsPoint) {
    t[0] -= (t[1] + t[2]) / 2;
    t[3] -= (t[4] + t[5]) / 2;
  }
  return t;
}

/** GeoKey id -> value (only keys stored inline in the directory, which the CRS keys are). */
function geoKeys(ifd: Ifd): Map<number, number> {
  const directory = numbers(ifd, Tag.GeoKeyDirectory) ?? [];
  const keys = new Map<number, number>();
  const count = directory[3] ?? 0;
  for (let index = 0; index < count; index++) {
    const [id, location, , value] = directory.slice(4 + index * 4, 8 + index * 4);
    if (id !== undefined && location === 0 && value !== undefined) keys.set(id, value);
  }
  return keys;
}

/** `EPSG:nnnn` from the GeoKeys: ProjectedCSType for projected rasters, else GeographicType. */
export function crsOf(ifd: Ifd, location: string): string {
  const keys = geoKeys(ifd);
  const projected = keys.get(GeoKey.ProjectedCSType);
  const geographic = keys.get(GeoKey.GeographicType);
  const modelType = keys.get(GeoKey.ModelType);
  const code = modelType === 2 ? geographic : (projected ?? geographic);
  if (code === undefined || code === 32767 || code === 0)
    throw malformed(location, 'its CRS is not an EPSG code (user-defined GeoKeys are not read)');
  return `EPSG:${code}`;
}
