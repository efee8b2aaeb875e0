import type { ShapefileParts } from './group-shapefile-parts.js';

/** One layer to read, once uploads are grouped and zips opened. */
export type ImportSource =
  | { kind: 'shapefile'; parts: ShapefileParts }
  | {
      kind: 'geojson' | 'kml';
      /** The upload it came from. */
      file: string;
      /** How messages name it. */
      label: string;
      /** Layer name when the document has none. */
      name: string;
      bytes: Uint8Array;
    };
