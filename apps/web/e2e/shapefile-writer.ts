/**
 * A minimal ESRI shapefile writer for browser journeys: polygons only, WGS 84, as the .shp, .shx
 * and .prj parts (ESRI Shapefile Technical Description, July 1998). Big-endian and little-endian
 * fields are mixed exactly where the format mixes them.
 */

/** One polygon: rings of [longitude, latitude]; the first ring is the outer one. */
export type PolygonRings = Array<Array<[number, number]>>;

const POLYGON = 5;
const HEADER_BYTES = 100;

export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

type Box = [number, number, number, number];

function boxOf(points: Array<[number, number]>): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Shapefiles want outer rings clockwise and holes counter-clockwise, each one closed. */
function orient(ring: Array<[number, number]>, clockwise: boolean): Array<[number, number]> {
  const closed = [...ring];
  const [first] = closed;
  const last = closed.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) closed.push(first);
  let signedArea = 0;
  for (let index = 0; index < closed.length - 1; index += 1) {
    const [x1, y1] = closed[index] as [number, number];
    const [x2, y2] = closed[index + 1] as [number, number];
    signedArea += (x2 - x1) * (y2 + y1);
  }
  // With y up, a positive sum of (x2 - x1)(y2 + y1) is clockwise.
  return signedArea > 0 === clockwise ? closed : closed.reverse();
}

function writeHeader(view: DataView, fileBytes: number, box: Box): void {
  view.setInt32(0, 9994, false);
  view.setInt32(24, fileBytes / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, POLYGON, true);
  box.forEach((value, index) => {
    view.setFloat64(36 + index * 8, value, true);
  });
}

export function writeShapefile(polygons: PolygonRings[]): {
  shp: Buffer;
  shx: Buffer;
  prj: Buffer;
} {
  const records = polygons.map((rings) => rings.map((ring, index) => orient(ring, index === 0)));
  const contents = records.map((rings) => {
    const points = rings.flat();
    const bytes = 44 + 4 * rings.length + 16 * points.length;
    const view = new DataView(new ArrayBuffer(bytes));
    view.setInt32(0, POLYGON, true);
    boxOf(points).forEach((value, index) => {
      view.setFloat64(4 + index * 8, value, true);
    });
    view.setInt32(36, rings.length, true);
    view.setInt32(40, points.length, true);
    let offset = 44;
    let start = 0;
    for (const ring of rings) {
      view.setInt32(offset, start, true);
      offset += 4;
      start += ring.length;
    }
    for (const [x, y] of points) {
      view.setFloat64(offset, x, true);
      view.setFloat64(offset + 8, y, true);
      offset += 16;
    }
    return new Uint8Array(view.buffer);
  });

  const box = boxOf(records.flat(2));
  const shpBytes = HEADER_BYTES + contents.reduce((sum, content) => sum + 8 + content.length, 0);
  const shxBytes = HEADER_BYTES + 8 * contents.length;
  const shp = new Uint8Array(shpBytes);
  const shx = new Uint8Array(shxBytes);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  writeHeader(shpView, shpBytes, box);
  writeHeader(shxView, shxBytes, box);

  let offset = HEADER_BYTES;
  contents.forEach((content, index) => {
    shpView.setInt32(offset, index + 1, false);
    shpView.setInt32(offset + 4, content.length / 2, false);
    shp.set(content, offset + 8);
    shxView.setInt32(HEADER_BYTES + index * 8, offset / 2, false);
    shxView.setInt32(HEADER_BYTES + index * 8 + 4, content.length / 2, false);
    offset += 8 + content.length;
  });
  return { shp: Buffer.from(shp), shx: Buffer.from(shx), prj: Buffer.from(WGS84_PRJ) };
}
