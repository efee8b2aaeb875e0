import type { LabelRef, LayerMapHints, Legend, Lineage, MethodRef } from '@ecotone/analysis';

/** A result layer as stored: COG bytes (raster) or GeoJSON bytes (vector). */
export interface EncodedLayer extends LayerMapHints {
  kind: 'raster' | 'vector';
  id: string;
  label: LabelRef;
  legend: Legend;
  bytes: Uint8Array;
}

export interface EncodedToolResult {
  values: Record<string, unknown>;
  layers: EncodedLayer[];
  lineage: Lineage[];
  methods: MethodRef[];
  warnings: LabelRef[];
  synthetic: boolean;
}
