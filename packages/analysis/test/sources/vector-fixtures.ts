import { Header } from 'flatgeobuf/lib/mjs/flat-geobuf/header.js';
import { serialize } from 'flatgeobuf/lib/mjs/geojson.js';
import { generateLevelBounds, NODE_ITEM_BYTE_LEN } from 'flatgeobuf/lib/mjs/packedrtree.js';
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';

const NODE_SIZE = 16;

/**
 * FlatGeobuf bytes with a packed R-tree, like the files ogr2ogr writes for production
 * (SPATIAL_INDEX=YES). flatgeobuf's own JS writer writes no index, so this writes one: features
 * stay in the given order (give them in a spatially coherent order), leaves point at them, and
 * each parent covers up to 16 children, in the layout the reader's `streamSearch` walks.
 */
export function indexedFlatGeobuf(collection: FeatureCollection): Uint8Array {
  const plain = serializeClaimingIndex(collection);
  const headerEnd = 8 + 4 + new DataView(plain.buffer, plain.byteOffset).getUint32(8, true);
  const features = plain.subarray(headerEnd);
  const offsets: number[] = [];
  for (let offset = 0; offset < features.length; ) {
    offsets.push(offset);
    offset += 4 + new DataView(features.buffer, features.byteOffset).getUint32(offset, true);
  }
  const boxes = collection.features.map((feature) => envelope(feature));
  const tree = packedTree(boxes, offsets);
  const out = new Uint8Array(headerEnd + tree.length + features.length);
  out.set(plain.subarray(0, headerEnd));
  out.set(tree, headerEnd);
  out.set(features, headerEnd + tree.length);
  return out;
}

/** The plain serialisation, with a header whose index node size is 16 instead of 0. */
function serializeClaimingIndex(collection: FeatureCollection): Uint8Array {
  const original = Header.addIndexNodeSize;
  Header.addIndexNodeSize = (builder, _size) => original.call(Header, builder, NODE_SIZE);
  try {
    return serialize(collection, 4326);
  } finally {
    Header.addIndexNodeSize = original;
  }
}

type Box = [number, number, number, number];

function packedTree(leaves: Box[], featureOffsets: number[]): Uint8Array {
  const levels = generateLevelBounds(leaves.length, NODE_SIZE);
  const nodeTotal = Math.max(...levels.map(([, end]) => end));
  const boxes: Box[] = new Array(nodeTotal);
  const pointers: number[] = new Array(nodeTotal);
  const [leafStart] = levels[0] as [number, number];
  leaves.forEach((box, index) => {
    boxes[leafStart + index] = box;
    pointers[leafStart + index] = featureOffsets[index] as number;
  });
  for (let level = 1; level < levels.length; level++) {
    const [childStart, childEnd] = levels[level - 1] as [number, number];
    const [start, end] = levels[level] as [number, number];
    for (let node = start; node < end; node++) {
      const first = childStart + (node - start) * NODE_SIZE;
      const children = boxes.slice(first, Math.min(first + NODE_SIZE, childEnd));
      boxes[node] = union(children);
      pointers[node] = first;
    }
  }
  const bytes = new Uint8Array(nodeTotal * NODE_ITEM_BYTE_LEN);
  const view = new DataView(bytes.buffer);
  for (let node = 0; node < nodeTotal; node++) {
    const at = node * NODE_ITEM_BYTE_LEN;
    for (const [index, value] of (boxes[node] as Box).entries()) {
      view.setFloat64(at + index * 8, value, true);
    }
    view.setBigUint64(at + 32, BigInt(pointers[node] as number), true);
  }
  return bytes;
}

function union(boxes: Box[]): Box {
  return boxes.reduce((a, b) => [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[2], b[2]),
    Math.max(a[3], b[3]),
  ]);
}

function envelope(feature: Feature): Box {
  const positions: Position[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') positions.push(value as Position);
    else if (Array.isArray(value)) value.forEach(collect);
  };
  collect((feature.geometry as Polygon).coordinates);
  return union(positions.map(([x = 0, y = 0]) => [x, y, x, y]));
}

/** A square polygon feature. */
export function square(west: number, south: number, size: number, properties: object): Feature {
  const ring = [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
  return {
    type: 'Feature',
    properties: { ...properties },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

/**
 * WDPA-like test layer: a 20 x 20 grid of 0.1-degree protected areas from (-10, 40), row by row,
 * named `Cell {column}-{row}`, with the WDPA attribute names and a long text field so the file
 * is large enough that a box query reads a small part of it; then an L-shaped area along the
 * south and east edges of [-9.9, 40.1, -9.2, 40.9], whose envelope covers boxes its shape misses.
 */
export function protectedAreasLayer(): FeatureCollection {
  const features: Feature[] = [];
  for (let row = 0; row < 20; row++) {
    for (let column = 0; column < 20; column++) {
      features.push(
        square(-10 + column * 0.1, 40 + row * 0.1, 0.1, {
          WDPAID: row * 20 + column + 1,
          NAME: `Cell ${column}-${row}`,
          DESIG_ENG: 'Natural Park',
          IUCN_CAT: 'V',
          NOTES: 'Synthetic test polygon. '.repeat(12),
        }),
      );
    }
  }
  features.push({
    type: 'Feature',
    properties: {
      WDPAID: 9999,
      NAME: 'L-shaped area',
      DESIG_ENG: 'Ramsar Site',
      IUCN_CAT: 'Not Reported',
      NOTES: 'Synthetic test polygon.',
    },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-9.9, 40.1],
          [-9.2, 40.1],
          [-9.2, 40.9],
          [-9.3, 40.9],
          [-9.3, 40.2],
          [-9.9, 40.2],
          [-9.9, 40.1],
        ],
      ],
    },
  });
  return { type: 'FeatureCollection', features };
}
