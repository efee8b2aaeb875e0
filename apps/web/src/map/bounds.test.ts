import type { ShapeFeature } from '@ecotone/geometry';
import { describe, expect, it } from 'vitest';
import { boundsOf } from './bounds';

const polygon = (coordinates: number[][][]): ShapeFeature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Polygon', coordinates },
});

describe('boundsOf', () => {
  it('is null without shapes', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('spans polygons and multipolygons', () => {
    const triangle = polygon([
      [
        [-107.5, 44.4],
        [-107.3, 44.4],
        [-107.4, 44.6],
        [-107.5, 44.4],
      ],
    ]);
    const islands: ShapeFeature = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-108, 44],
              [-107.9, 44],
              [-107.9, 44.1],
              [-108, 44],
            ],
          ],
          [
            [
              [-106, 45],
              [-105.9, 45],
              [-105.9, 45.2],
              [-106, 45],
            ],
          ],
        ],
      },
    };
    expect(boundsOf([triangle, islands])).toEqual([-108, 44, -105.9, 45.2]);
  });

  it('frames a shape cut at the antimeridian by its own width, east past 180', () => {
    const fiji: ShapeFeature = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [179.5, -17],
              [180, -17],
              [180, -16],
              [179.5, -16],
              [179.5, -17],
            ],
          ],
          [
            [
              [-180, -17],
              [-179.5, -17],
              [-179.5, -16],
              [-180, -16],
              [-180, -17],
            ],
          ],
        ],
      },
    };
    expect(boundsOf([fiji])).toEqual([179.5, -17, 180.5, -16]);
  });
});
