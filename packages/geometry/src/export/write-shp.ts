import type { Position } from 'geojson';
import type { ShapeFeature } from '../types.js';

const POLYGON = 5;
const HEADER_BYTES = 100;
const RECORD_HEADER_BYTES = 8;

/** Twice the signed area in the plane of longitude and latitude: positive counter-clockwise. */
function twiceSignedArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    twice += xj * yi - xi * yj;
  }
  return twice;
}

/**
 * A feature's rings as one polygon record's parts, wound as the ESRI specification wants
 * (the opposite of RFC 7946): outer rings clockwise, holes counter-clockwise, so a reader can
 * tell holes from islands of a MultiPolygon by winding alone.
 */
export function shapefileRings(geometry: ShapeFeature['geometry']): Position[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) =>
    rings.map((ring, index) => {
      const clockwise = twiceSignedArea(ring) < 0;
      return clockwise === (index === 0) ? ring : ring.toReversed();
    }),
  );
}

type Box = [number, number, number, number];

function boxOf(
  rings: readonly Position[][],
  into: Box = [Infinity, Infinity, -Infinity, -Infinity],
) {
  for (const ring of rings) {
    for (const [x = 0, y = 0] of ring) {
      into[0] = Math.min(into[0], x);
      into[1] = Math.min(into[1], y);
      into[2] = Math.max(into[2], x);
      into[3] = Math.max(into[3], y);
    }
  }
  return into;
}

function writeFileHeader(view: DataView, byteLength: number, box: Box) {
  view.setInt32(0, 9994); // file code, big-endian
  view.setInt32(24, byteLength / 2); // file length in 16-bit words, big-endian
  view.setInt32(28, 1000, true);
  view.setInt32(32, POLYGON, true);
  for (const [index, value] of box.entries()) view.setFloat64(36 + 8 * index, value, true);
  // Z and M ranges (68..99) stay 0: a 2D polygon file.
}

function recordBytes(rings: readonly Position[][]): number {
  const points = rings.reduce((sum, ring) => sum + ring.length, 0);
  return 44 + 4 * rings.length + 16 * points;
}

function writeRecord(view: DataView, at: number, rings: readonly Position[][]) {
  view.setInt32(at, POLYGON, true);
  for (const [index, value] of boxOf(rings).entries())
    view.setFloat64(at + 4 + 8 * index, value, true);
  view.setInt32(at + 36, rings.length, true);
  view.setInt32(
    at + 40,
    rings.reduce((sum, ring) => sum + ring.length, 0),
    true,
  );
  let cursor = at + 44;
  let first = 0;
  for (const ring of rings) {
    view.setInt32(cursor, first, true);
    first += ring.length;
    cursor += 4;
  }
  for (const ring of rings) {
    for (const [x = 0, y = 0] of ring) {
      view.setFloat64(cursor, x, true);
      view.setFloat64(cursor + 8, y, true);
      cursor += 16;
    }
  }
}

/**
 * The .shp and its .shx index for polygon features, one record per feature (ESRI Shapefile
 * Technical Description, 1998: file code and lengths big-endian in 16-bit words, the rest
 * little-endian).
 */
export function writeShp(features: readonly ShapeFeature[]): { shp: Uint8Array; shx: Uint8Array } {
  const records = features.map((feature) => shapefileRings(feature.geometry));
  const lengths = records.map(recordBytes);
  const shpLength =
    HEADER_BYTES + lengths.reduce((sum, length) => sum + RECORD_HEADER_BYTES + length, 0);
  const shp = new Uint8Array(shpLength);
  const shx = new Uint8Array(HEADER_BYTES + 8 * records.length);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const rings of records) boxOf(rings, box);
  const fileBox = box.map((value) => (Number.isFinite(value) ? value : 0)) as Box;
  writeFileHeader(shpView, shpLength, fileBox);
  writeFileHeader(shxView, shx.byteLength, fileBox);
  let offset = HEADER_BYTES;
  records.forEach((rings, index) => {
    const length = lengths[index] ?? 0;
    shpView.setInt32(offset, index + 1);
    shpView.setInt32(offset + 4, length / 2);
    writeRecord(shpView, offset + RECORD_HEADER_BYTES, rings);
    shxView.setInt32(HEADER_BYTES + 8 * index, offset / 2);
    shxView.setInt32(HEADER_BYTES + 8 * index + 4, length / 2);
    offset += RECORD_HEADER_BYTES + length;
  });
  return { shp, shx };
}
