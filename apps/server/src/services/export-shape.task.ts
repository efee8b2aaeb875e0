/**
 * The `exportShape` compute task (a shape-pool thread): a stored shape written as a KML file or
 * a zipped shapefile for the list's Download menu. KML of a large shape takes seconds to build:
 * never on the thread that answers HTTP.
 */
import { exportKml, exportShapefile, validateShapeCollection } from '@ecotone/geometry';

export interface ExportShapeInput {
  /** The stored FeatureCollection (validated when it was stored). */
  geojson: unknown;
  format: 'kml' | 'shapefile';
  /** The shape's name made safe for a file name: the KML folder and the shapefile's parts. */
  baseName: string;
}

/** `ok: false` only for a stored shape that no longer validates (never expected). */
export type ExportShapeOutput = { ok: true; bytes: Uint8Array } | { ok: false };

export async function exportShape(input: ExportShapeInput): Promise<ExportShapeOutput> {
  const checked = validateShapeCollection(input.geojson);
  if (!checked.valid) return { ok: false };
  if (input.format === 'kml')
    return { ok: true, bytes: new TextEncoder().encode(exportKml(checked.value, input.baseName)) };
  return { ok: true, bytes: await exportShapefile(checked.value, input.baseName) };
}
