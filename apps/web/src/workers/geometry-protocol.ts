import type { ExportFormat, ShapeCollection } from '@ecotone/geometry';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { MaskUploadResult } from '../shapes/mask-file';

/** What the geometry worker is asked to do; each request carries an id its answer repeats. */
export type GeometryTask =
  | { kind: 'measure'; collection: ShapeCollection }
  | { kind: 'decode'; geojson: unknown; compressed: boolean }
  | { kind: 'export'; format: ExportFormat; collection: ShapeCollection; date: number }
  | { kind: 'countries'; url: string }
  | { kind: 'maskFile'; text: string; fileName: string };

export type { ExportFormat };

/** An exported file: its content and its name, shapefile-{date}.geojson, .kml or .zip. */
export interface ExportedFile {
  /** Text for GeoJSON and KML, the zip's bytes for a shapefile. */
  content: string | Uint8Array;
  fileName: string;
}

export interface ShapeMeasures {
  areaHectares: number;
  polygonCount: number;
}

/** Shapes read from an upload answer: the polygons, and how many other features were left out. */
export interface DecodedShapes {
  collection: ShapeCollection;
  skippedFeatures: number;
}

export type CountryCollection = FeatureCollection<Polygon | MultiPolygon, { name?: string }>;

export interface GeometryResults {
  measure: ShapeMeasures;
  decode: DecodedShapes;
  export: ExportedFile;
  countries: CountryCollection;
  maskFile: MaskUploadResult;
}

export type GeometryRequest = GeometryTask & { requestId: number };

export type GeometryResponse =
  | { requestId: number; ok: true; result: GeometryResults[GeometryTask['kind']] }
  | { requestId: number; ok: false; message: string };
