import type { ShapefileParts } from './group-shapefile-parts.js';

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
  | DocumentSource<Uint8Array | (() => Promise<Uint8Array>)>;

/** A source with its bytes in memory, as the readers take it. */
export type ReadySource = { kind: 'shapefile'; parts: ShapefileParts } | DocumentSource<Uint8Array>;
