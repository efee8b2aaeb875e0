import type { MultiPolygon } from 'geojson';
import type { Lineage } from '../lineage.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { DataSource } from '../sources/data-source.js';
import type { ScriptType, ToolInputs } from './script-types.js';

/** Text shown to people: a key of the @ecotone/i18n catalogue plus its parameters. */
export interface LabelRef {
  key: string;
  params?: Record<string, string | number>;
}

/** specs/3 section 3 "Legend". Labels are i18n keys, translated when the result is read. */
export interface Legend {
  title?: LabelRef;
  items?: {
    itemId: string;
    primaryLabel: LabelRef;
    color: string;
    heading?: boolean;
    extraData?: Record<string, string | number>;
  }[];
  gradient?: { colors: string[]; min: number; max: number; unit: string; label?: LabelRef };
}

interface LayerBase {
  /** Unique within one analysis; becomes part of the stored file name. */
  id: string;
  label: LabelRef;
  legend: Legend;
  initialActive?: boolean;
  initialOpacity?: number;
}
export interface RasterResultLayer extends LayerBase {
  kind: 'raster';
  raster: InMemoryRaster;
}
export interface VectorResultLayer extends LayerBase {
  kind: 'vector';
  geojson: GeoJSON.FeatureCollection;
}
export type ResultLayer = RasterResultLayer | VectorResultLayer;

export interface MethodRef {
  name: string;
  citation: string;
  version: string;
}

/** What one tool returns: values under the normalised field names of specs/3 section 3. */
export interface ToolResult {
  values: Record<string, unknown>;
  layers: ResultLayer[];
  lineage: Lineage[];
  methods: MethodRef[];
  /** True when any input was synthetic; the UI then shows the demo-data notice. */
  synthetic: boolean;
  /** Caveats for the reader, as i18n keys (e.g. WorldCover v100 vs v200 algorithm change). */
  warnings: LabelRef[];
}

/** Countries and first-level divisions an area touches, with the overlap of each. */
export interface AdminAreas {
  countries: {
    /** ISO 3166-1 alpha-3. */
    code: string;
    code2: string;
    name: { en: string; es: string };
    overlapHa: number;
  }[];
  states: {
    /** ISO 3166-2 where known. */
    code: string;
    countryCode: string;
    name: { en: string; es: string };
    overlapHa: number;
  }[];
  lineage: Lineage[];
}

/** Real, offline admin boundaries (Natural Earth) behind an interface production can replace. */
export interface AdminAreaLookup {
  areasOf(shape: MultiPolygon, signal?: AbortSignal): Promise<AdminAreas>;
}

export interface ToolContext {
  /** The study area, WGS 84 longitude/latitude. */
  shape: MultiPolygon;
  /** This tool's parameter values (defaults already applied). */
  inputs: ToolInputs;
  sources: DataSource;
  admin: AdminAreaLookup;
  signal: AbortSignal;
  /** Reports progress of this tool, 0..1. */
  progress(fraction: number): void;
  /** The run's clock (default study year = last calendar year). */
  now: Date;
}

/** One analysis kernel plugged into the engine. */
export interface AnalysisTool {
  scriptType: ScriptType;
  /** Bumped when the method or the shape of the values changes; stored with each result. */
  version: string;
  run(context: ToolContext): Promise<ToolResult>;
}
