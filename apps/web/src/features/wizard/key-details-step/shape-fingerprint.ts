import type { Position } from 'geojson';
import type { EditableShape } from '../../../shapes/editable-shape';

/**
 * A short string that changes whenever the shapes change, used as the geography query's key so
 * the lookup reruns after an edit without hashing the whole GeoJSON. Per shape: its id, its
 * vertex count, its first coordinate and a position-weighted coordinate sum (so moving one
 * vertex, which keeps the id and the count, still changes the key). One pass, no allocation per
 * vertex: it runs on every render of the wizard.
 */
export function shapesFingerprint(shapes: readonly EditableShape[]): string {
  return shapes.map(shapeFingerprint).join('|');
}

function shapeFingerprint(shape: EditableShape): string {
  const { geometry } = shape;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let vertexCount = 0;
  let checksum = 0;
  let first: Position | undefined;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (const [longitude = 0, latitude = 0] of ring) {
        vertexCount += 1;
        checksum += (longitude + 2 * latitude) * vertexCount;
        first ??= [longitude, latitude];
      }
    }
  }
  const start = first ? `${first[0]},${first[1]}` : '-';
  return `${shape.id}:${vertexCount}:${start}:${Math.round(checksum * 1e6)}`;
}
