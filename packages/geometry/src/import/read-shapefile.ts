import type { MultiPolygon, Polygon } from 'geojson';
import { accept, type Refusal, type Result, refuse, type ShapeFeature } from '../types.js';
import { countShpShapes } from './count-shp-shapes.js';
import { decodeText } from './decode-text.js';
import type { ShapefileParts } from './group-shapefile-parts.js';
import type { ReadLayer } from './import.types.js';
import { projectionFromDefinition } from './projection-from-definition.js';
import { readDbf } from './read-dbf.js';
import { readShpPolygons } from './read-shp-polygons.js';
import { readShpRecords, type ShpRecords } from './read-shp-records.js';
import { type ShpShapeKind, shpShapeKind } from './shp-shape-kind.js';

export type ShapefileLayer = ReadLayer & { vertices: number };

/** The .dbf rows (if any) and warnings about them; rows beyond the .shp's count are ignored. */
function attributes(
  parts: ShapefileParts,
  shapes: number,
): { rows: Record<string, unknown>[]; warnings: Refusal[] } {
  if (!parts.dbf) return { rows: [], warnings: [] };
  const cpg = parts.cpg ? decodeText(parts.cpg.bytes) : undefined;
  const table = readDbf(parts.dbf.bytes, cpg, parts.dbf.label);
  const mismatch: Refusal[] =
    table.rows.length === shapes ||
    table.warnings.some((warning) => warning.code === 'DBF_UNREADABLE')
      ? []
      : [
          {
            code: 'DBF_RECORD_COUNT_MISMATCH',
            params: { file: parts.dbf.label, dbfRecords: table.rows.length, shpRecords: shapes },
          },
        ];
  return { rows: table.rows, warnings: [...table.warnings, ...mismatch] };
}

/**
 * The polygon features, each with its .dbf row; null shapes (and records with no ring) are
 * skipped, as GDAL reads them as features without geometry, with a warning saying how many.
 */
function features(
  geometries: Array<Polygon | MultiPolygon | null>,
  rows: Record<string, unknown>[],
  file: string,
) {
  const polygons: ShapeFeature[] = [];
  const geometryTypes: Record<string, number> = {};
  for (const [index, geometry] of geometries.entries()) {
    if (!geometry) continue;
    polygons.push({ type: 'Feature', properties: rows[index] ?? {}, geometry });
    geometryTypes[geometry.type] = (geometryTypes[geometry.type] ?? 0) + 1;
  }
  const skipped = geometries.length - polygons.length;
  const warnings: Refusal[] =
    skipped > 0 && polygons.length > 0
      ? [{ code: 'NULL_SHAPES_SKIPPED', params: { file, count: skipped } }]
      : [];
  return { polygons, geometryTypes, warnings };
}

/** A point or line layer: counted for the refusal or warning, never imported. */
function countedLayer(
  records: ShpRecords,
  kind: ShpShapeKind,
): Pick<ReadLayer, 'geometryTypes' | 'points' | 'lines'> {
  const geometryTypes = countShpShapes(records, kind);
  const count = Object.values(geometryTypes).reduce((sum, value) => sum + value, 0);
  return {
    geometryTypes,
    points: kind === 'point' || kind === 'multipoint' ? count : 0,
    lines: kind === 'line' ? count : 0,
  };
}

/**
 * One shapefile: projection from the .prj, records of the .shp found through the .shx,
 * attributes from the .dbf in the .cpg's encoding. Polygon layers are read and reprojected to
 * WGS 84; point and line layers are only counted, for the message that refuses them.
 */
export function readShapefile(
  parts: ShapefileParts,
  vertexAllowance: { used: number; max: number },
): Result<ShapefileLayer> {
  const { shp, shx, prj } = parts;
  const projection = projectionFromDefinition(decodeText(prj.bytes), prj.label);
  if (!projection.valid) return projection;
  const records = readShpRecords(shp, shx);
  if (!records.valid) return records;
  const { shapeType } = records.value;
  const kind = shpShapeKind(shapeType);
  if (!kind) return refuse('SHP_UNSUPPORTED_SHAPE_TYPE', { file: shp.label, shapeType });
  const { rows, warnings } = attributes(parts, records.value.offsets.length);
  const layer = {
    name: parts.name,
    file: parts.upload,
    label: shp.label,
    warnings: [...projection.value.warnings, ...warnings],
  };
  if (kind !== 'polygon')
    return accept({ ...layer, ...countedLayer(records.value, kind), polygons: [], vertices: 0 });
  const read = readShpPolygons(
    records.value,
    projection.value.toLonLat,
    vertexAllowance,
    shp.label,
  );
  if (!read.valid) return read;
  const { vertices, geometries } = read.value;
  const { polygons, geometryTypes, warnings: skipped } = features(geometries, rows, shp.label);
  return accept({
    ...layer,
    polygons,
    geometryTypes,
    warnings: [...layer.warnings, ...skipped],
    points: 0,
    lines: 0,
    vertices,
  });
}
