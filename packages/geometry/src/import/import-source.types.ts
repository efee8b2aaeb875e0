import type { Result } from '../types.js';
import type { ShapefileParts } from './group-shapefile-parts.js';
import type { ReadLayer } from './import.types.js';

/** A GeoJSON or KML document to read; `Bytes` is its content, or how to read it. */
interface DocumentSource<Bytes> {
  kind: 'geojson' | 'kml';
  /** The upload it came from. */
  file: string;
  /** How messages name it. */
  label: string;
  /** Layer name when the document has none. */
  name: string;
  bytes: Bytes;
}

/**
 * One layer to read, once uploads are grouped and zips opened. A document uploaded as a
 * FileToRead is read only when its turn comes (import-shape-files.ts).
 */
export type ImportSource =
  | { kind: 'shapefile'; parts: ShapefileParts }
  | (DocumentSource<Uint8Array | (() => Promise<Uint8Array>)> & {
      /** A large GeoJSON upload's bytes in chunks, to parse feature by feature. */
      chunks?: () => AsyncIterable<Uint8Array>;
    });

/**
 * A source as readSource takes it: its bytes in memory, or (a large GeoJSON upload read from
 * its chunks) its layer already read.
 */
export type ReadySource =
  | { kind: 'shapefile'; parts: ShapefileParts }
  | DocumentSource<Uint8Array>
  | { kind: 'read'; file: string; label: string; layer: Result<ReadLayer> };
