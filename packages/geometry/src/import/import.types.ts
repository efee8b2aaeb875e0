import type { Refusal, ShapeCollection, ShapeFeature } from '../types.js';

/** One uploaded file as the server's multipart handler or a browser File gives it. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * A file the importer reads only when it reaches it, so that several large uploads are never
 * all in memory at once (the server's uploads wait on disk). Zips, KMZ and loose shapefile
 * parts are read while the uploads are grouped; GeoJSON and KML documents one at a time.
 */
export interface FileToRead {
  name: string;
  byteLength: number;
  read: () => Promise<Uint8Array>;
  /**
   * The same bytes in chunks, when the caller can stream them (the server reads its uploads
   * from disk): a large GeoJSON FeatureCollection is then parsed feature by feature rather
   * than read whole. `read` is still used for everything else.
   */
  chunks?: () => AsyncIterable<Uint8Array>;
}

/** Bounds that keep a hostile or accidental upload from exhausting memory or time. */
export interface ImportLimits {
  /** Largest accepted file, per uploaded file, in bytes. Default 200 MB. */
  maxFileBytes: number;
  /** Most bytes the zip entries read in one call may expand to. Default 500 MB. */
  maxUncompressedBytes: number;
  /** Most entries one zip may list. Default 10,000. */
  maxZipEntries: number;
  /** Most polygon vertices in one call, over all files. Default 5,000,000. */
  maxVertices: number;
}

/** What one layer (a shapefile, a GeoJSON or KML document) contributed, for the upload dialog. */
export interface ImportedLayer {
  name: string;
  /** The uploaded file it came from (the zip or KMZ for layers inside one). */
  file: string;
  /** Polygon features imported from this layer. */
  featureCount: number;
  /** Every geometry found in the layer by GeoJSON type, including the ones left out. */
  geometryTypes: Record<string, number>;
}

export interface ImportedShapes {
  /** WGS 84 longitude/latitude. */
  collection: ShapeCollection;
  layers: ImportedLayer[];
  /** Things the person should know that did not stop the import (keys of the `files` catalogue). */
  warnings: Refusal[];
}

/**
 * Converts flat `[x0, y0, x1, y1, …]` source coordinates to WGS 84 longitude/latitude degrees,
 * writing into `target` (which may be `source`). Unprojectable points become NaN.
 */
export type ToLonLat = (source: Float64Array, target: Float64Array) => void;

/** A layer as a reader found it, before the polygon rules are applied. */
export interface ReadLayer {
  name: string;
  /** The uploaded file, for the layers list. */
  file: string;
  /** How messages name the layer: the file, or "farm.zip (data/parcels.shp)" inside a zip. */
  label: string;
  polygons: ShapeFeature[];
  geometryTypes: Record<string, number>;
  /** Point and line features (or parts of collections) that cannot define an area. */
  points: number;
  lines: number;
  warnings: Refusal[];
}
