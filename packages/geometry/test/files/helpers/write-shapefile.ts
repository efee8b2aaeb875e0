/**
 * A minimal shapefile writer for fixtures and the benchmark (.shp + .shx), following the ESRI
 * Shapefile Technical Description (1998): big-endian file code and lengths in 16-bit words,
 * little-endian everything else.
 */
export type XY = readonly [number, number];
/** One record: its parts (rings, lines, or one point), or null for a null shape. */
export type ShpRecord = ReadonlyArray<ReadonlyArray<XY>> | null;

export const SHAPE_TYPE = {
  point: 1,
  polyline: 3,
  polygon: 5,
  multipoint: 8,
  polygonZ: 15,
} as const;

function contentBytes(shapeType: number, record: ShpRecord): number {
  if (!record) return 4;
  const points = record.reduce((sum, part) => sum + part.length, 0);
  if (shapeType === SHAPE_TYPE.point) return 20;
  if (shapeType === SHAPE_TYPE.multipoint) return 40 + 16 * points;
  const z = shapeType === SHAPE_TYPE.polygonZ ? 16 + 8 * points : 0;
  return 44 + 4 * record.length + 16 * points + z;
}

function writeHeader(view: DataView, shapeType: number, byteLength: number, bbox: number[]) {
  view.setInt32(0, 9994);
  view.setInt32(24, byteLength / 2);
  view.setInt32(28, 1000, true);
  view.setInt32(32, shapeType, true);
  for (const [index, value] of bbox.entries()) view.setFloat64(36 + 8 * index, value, true);
}

function bboxOf(records: readonly ShpRecord[]): number[] {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const record of records) {
    for (const part of record ?? []) {
      for (const [x, y] of part) {
        box[0] = Math.min(box[0] ?? x, x);
        box[1] = Math.min(box[1] ?? y, y);
        box[2] = Math.max(box[2] ?? x, x);
        box[3] = Math.max(box[3] ?? y, y);
      }
    }
  }
  return box.map((value) => (Number.isFinite(value) ? value : 0));
}

function writeContent(view: DataView, at: number, shapeType: number, record: ShpRecord) {
  if (!record) {
    view.setInt32(at, 0, true);
    return;
  }
  view.setInt32(at, shapeType, true);
  const points = record.flat();
  if (shapeType === SHAPE_TYPE.point) {
    view.setFloat64(at + 4, points[0]?.[0] ?? 0, true);
    view.setFloat64(at + 12, points[0]?.[1] ?? 0, true);
    return;
  }
  for (const [index, value] of bboxOf([record]).entries()) {
    view.setFloat64(at + 4 + 8 * index, value, true);
  }
  const multipoint = shapeType === SHAPE_TYPE.multipoint;
  if (!multipoint) view.setInt32(at + 36, record.length, true);
  view.setInt32(at + (multipoint ? 36 : 40), points.length, true);
  let cursor = at + (multipoint ? 40 : 44);
  if (!multipoint) {
    let first = 0;
    for (const part of record) {
      view.setInt32(cursor, first, true);
      first += part.length;
      cursor += 4;
    }
  }
  for (const [x, y] of points) {
    view.setFloat64(cursor, x, true);
    view.setFloat64(cursor + 8, y, true);
    cursor += 16;
  }
}

/** Writes records of one shape type as a .shp and its .shx index. */
export function writeShapefile(
  shapeType: number,
  records: readonly ShpRecord[],
): { shp: Uint8Array; shx: Uint8Array } {
  const lengths = records.map((record) => contentBytes(shapeType, record));
  const shpLength = 100 + lengths.reduce((sum, length) => sum + 8 + length, 0);
  const shp = new Uint8Array(shpLength);
  const shx = new Uint8Array(100 + 8 * records.length);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  const bbox = bboxOf(records);
  writeHeader(shpView, shapeType, shpLength, bbox);
  writeHeader(shxView, shapeType, shx.byteLength, bbox);
  let offset = 100;
  records.forEach((record, index) => {
    const length = lengths[index] ?? 4;
    shpView.setInt32(offset, index + 1);
    shpView.setInt32(offset + 4, length / 2);
    writeContent(shpView, offset + 8, shapeType, record);
    shxView.setInt32(100 + 8 * index, offset / 2);
    shxView.setInt32(104 + 8 * index, length / 2);
    offset += 8 + length;
  });
  return { shp, shx };
}
