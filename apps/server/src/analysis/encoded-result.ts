import type { LabelRef, Legend, Lineage, MethodRef } from '@ecotone/analysis';

/** A result layer as stored: COG bytes (raster) or GeoJSON bytes (vector). */
export interface EncodedLayer {
  kind: 'raster' | 'vector';
  id: string;
  label: LabelRef;
  legend: Legend;
  initialActive?: boolean;
  initialOpacity?: number;
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
