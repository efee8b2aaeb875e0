import { accept, type Result, refuse } from '../types.js';
import { fileKindOf } from './file-kind.js';
import { groupShapefileParts } from './group-shapefile-parts.js';
import type { FileToRead, ImportLimits, UploadedFile } from './import.types.js';
import { megabytes, STREAMED_GEOJSON_MIN_BYTES } from './import-limits.js';
import type { ImportSource } from './import-source.types.js';
import { kmlInKmz } from './kml-in-kmz.js';
import { shapefilesInZip } from './shapefiles-in-zip.js';

const PARTS = new Set(['shp', 'shx', 'prj', 'dbf', 'cpg']);
const baseName = (name: string) => name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');

type AnyFile = UploadedFile | FileToRead;
const sizeOf = (file: AnyFile) => ('bytes' in file ? file.bytes.byteLength : file.byteLength);
/** How to read a large GeoJSON upload in chunks, when its caller can give them. */
const chunksOf = (file: AnyFile, kind: string) =>
  kind === 'geojson' && !('bytes' in file) && file.byteLength >= STREAMED_GEOJSON_MIN_BYTES
    ? file.chunks
    : undefined;
const inMemory = async (file: AnyFile): Promise<UploadedFile> =>
  'bytes' in file ? file : { name: file.name, bytes: await file.read() };

/**
 * Refuses any upload over the size limit or of a type that is not read (sidecars ride along);
 * GPX, which people try for a boundary walked with a GPS, is told why it cannot be one.
 */
function checkUploads(files: readonly AnyFile[], limits: ImportLimits): Result<true> {
  const hasShp = files.some((file) => fileKindOf(file.name) === 'shp');
  for (const file of files) {
    if (sizeOf(file) > limits.maxFileBytes) {
      return refuse('FILE_TOO_LARGE', { file: file.name, limitMb: megabytes(limits.maxFileBytes) });
    }
    const kind = fileKindOf(file.name);
    if (kind === 'gpx') return refuse('GPX_NOT_AREAS', { file: file.name });
    if (kind === 'unsupported' || (kind === 'sidecar' && !hasShp))
      return refuse('UNSUPPORTED_TYPE', { file: file.name });
  }
  return accept(true);
}

/**
 * Turns the uploads into layers to read: separate shapefile parts grouped by name (first),
 * then each zip's shapefiles, KMZ's KML, GeoJSON and KML file in the order given. Zips share
 * one budget of uncompressed bytes.
 */
export async function collectSources(
  files: readonly AnyFile[],
  limits: ImportLimits,
): Promise<Result<ImportSource[]>> {
  const checked = checkUploads(files, limits);
  if (!checked.valid) return checked;
  const parts = files.filter((file) => PARTS.has(fileKindOf(file.name)));
  const loose = groupShapefileParts(await Promise.all(parts.map(inMemory)), (name) => name);
  if (!loose.valid) return loose;
  const sources: ImportSource[] = loose.value.map((parts) => ({ kind: 'shapefile', parts }));
  let remaining = limits.maxUncompressedBytes;
  for (const file of files) {
    const kind = fileKindOf(file.name);
    if (kind === 'geojson' || kind === 'kml') {
      const chunks = chunksOf(file, kind);
      sources.push({
        kind,
        file: file.name,
        label: file.name,
        name: baseName(file.name),
        bytes: 'bytes' in file ? file.bytes : file.read,
        ...(chunks ? { chunks } : {}),
      });
    } else if (kind === 'zip') {
      const zipped = await shapefilesInZip(await inMemory(file), limits, remaining);
      if (!zipped.valid) return zipped;
      sources.push(...zipped.value.sources);
      remaining -= zipped.value.uncompressedBytes;
    } else if (kind === 'kmz') {
      const kmz = await kmlInKmz(await inMemory(file), limits, remaining);
      if (!kmz.valid) return kmz;
      sources.push(kmz.value.source);
      remaining -= kmz.value.uncompressedBytes;
    }
  }
  return accept(sources);
}
