/** What the tests of picking an existing shapefile share (shapes/ and the wizard). */
import type { ShapefileListItem } from '@ecotone/contracts';
import type { ShapeFeature } from '@ecotone/geometry';

/** A 1 x 1 degree square paddock at `west`. */
export const square = (west: number): ShapeFeature => ({
  type: 'Feature',
  properties: { name: 'paddock' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, 0],
        [west + 1, 0],
        [west + 1, 1],
        [west, 1],
        [west, 0],
      ],
    ],
  },
});

/** A stored shapefile as the list answers it, with a mask. */
export const item: ShapefileListItem = {
  shapefileId: '6f1d2c3b-4a59-4e7d-8c6b-5a4f3e2d1c0b',
  shapefileName: 'usa_north_ranch',
  siteId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  siteName: 'North ranch',
  siteType: null,
  totalAreaHa: 120.5,
  totalMaskAreaHa: 10,
  maskId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  createdAt: '2025-01-02T03:04:05.000Z',
  creator: { id: 'user-1', name: 'Ana' },
};
