import { accept, type Refusal, type Result, refuse, type ShapeFeature } from '../types.js';
import { collectSources } from './collect-sources.js';
import type {
  FileToRead,
  ImportedLayer,
  ImportedShapes,
  ImportLimits,
  UploadedFile,
} from './import.types.js';
import { DEFAULT_IMPORT_LIMITS } from './import-limits.js';
import type { ImportSource, ReadySource } from './import-source.types.js';
import { layerOutcome } from './layer-outcome.js';
import { readGeoJsonChunks } from './read-geojson-chunks.js';
import { readSource } from './read-source.js';

/**
 * Reads the files a person uploads to define a project area into one WGS 84 collection of
 * polygons: a shapefile as separate .shp/.shx/.prj (+ .dbf, .cpg) files or zipped (folders,
 * several shapefiles and macOS junk included), GeoJSON, KML and KMZ, several at once. Pure: bytes
 * in, shapes out, so it runs on the server and in a Web Worker alike.
 *
 * Never throws for bad input: the first problem found is returned as a refusal naming the file
 * (a code of the `files` catalogue). Point and line features are left out with a warning, or
 * refused when a layer has nothing else.
 */
export async function importShapeFiles(
  files: ReadonlyArray<UploadedFile | FileToRead>,
  limits: Partial<ImportLimits> = {},
): Promise<Result<ImportedShapes>> {
  if (files.length === 0) return refuse('NO_FILES');
  const resolved: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, ...limits };
  const sources = await collectSources(files, resolved);
  if (!sources.valid) return sources;
  const features: ShapeFeature[] = [];
  const layers: ImportedLayer[] = [];
  const warnings: Refusal[] = [];
  const allowance = { used: 0, max: resolved.maxVertices };
  for (const source of sources.value) {
    const read = readSource(await ready(source), allowance);
    if (!read.valid) return read;
    const outcome = layerOutcome(read.value.layer);
    if (!outcome.valid) return outcome;
    allowance.used += read.value.vertices;
    for (const feature of read.value.layer.polygons) features.push(feature);
    layers.push(outcome.value.imported);
    warnings.push(...outcome.value.warnings);
  }
  return accept({ collection: { type: 'FeatureCollection', features }, layers, warnings });
}

/**
 * The source with its bytes read, when it was uploaded as a FileToRead (only for its turn); a
 * large GeoJSON upload given in chunks is read feature by feature instead.
 */
async function ready(source: ImportSource): Promise<ReadySource> {
  if (source.kind === 'shapefile' || typeof source.bytes !== 'function')
    return source as ReadySource;
  if (source.kind === 'geojson' && source.chunks) {
    const { chunks, label, name, bytes } = source;
    return {
      kind: 'read',
      file: source.file,
      label,
      layer: await readGeoJsonChunks(chunks(), label, name, bytes),
    };
  }
  return { ...source, bytes: await source.bytes() };
}
