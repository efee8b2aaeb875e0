import { cutAtAntimeridian } from '../cut-at-antimeridian.js';
import { MAP_LATITUDE_LIMIT } from '../polygon-coordinates.validation.js';
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

/** The first latitude of `geometry` beyond the map's (±85.05°), if any. */
function latitudeBeyondMap(geometry: ShapeFeature['geometry']): number | undefined {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of polygons)
    for (const ring of rings)
      for (const [, latitude = 0] of ring)
        if (Math.abs(latitude) > MAP_LATITUDE_LIMIT) return latitude;
  return undefined;
}

/**
 * A feature cut at the antimeridian (RFC 7946 section 3.1.9), so the editor shows and measures
 * the small shape it is; one beyond the map's latitudes or round a pole is refused, naming the
 * file, as validation would refuse it later (docs/decisions/0008-antimeridian-and-poles.md).
 */
function cutFeature(feature: ShapeFeature, file: string): Result<ShapeFeature> {
  const latitude = latitudeBeyondMap(feature.geometry);
  if (latitude !== undefined)
    return refuse('BEYOND_MAP_LATITUDE', { file, latitude, limit: 85.05 });
  const cut = cutAtAntimeridian(feature.geometry, 1);
  if (!cut.valid) return refuse('ROUND_THE_GLOBE', { file });
  return accept(cut.value === feature.geometry ? feature : { ...feature, geometry: cut.value });
}

/**
 * Reads the files a person uploads to define a project area into one WGS 84 collection of
 * polygons: a shapefile as separate .shp/.shx/.prj (+ .dbf, .cpg) files or zipped (folders,
 * several shapefiles and macOS junk included), GeoJSON, KML and KMZ, several at once. Pure: bytes
 * in, shapes out, so it runs on the server and in a Web Worker alike.
 *
 * Never throws for bad input: the first problem found is returned as a refusal naming the file
 * (a code of the `files` catalogue). Point and line features are left out with a warning, or
 * refused when a layer has nothing else. Polygons across the antimeridian are cut there.
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
    for (const feature of read.value.layer.polygons) {
      const cut = cutFeature(feature, read.value.layer.file);
      if (!cut.valid) return cut;
      features.push(cut.value);
    }
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
