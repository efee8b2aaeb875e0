import type { ShapefileListItem } from '@ecotone/contracts';
import type { ShapeFeature } from '@ecotone/geometry';
import { describe, expect, it } from 'vitest';
import { toImportedShapefile } from '../../shapes/imported-shapefile';
import { commit, emptyHistory, importShapes } from './shape-history';
import { activeImport } from './wizard-draft';

const square = (west: number): ShapeFeature => ({
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

const item: ShapefileListItem = {
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

// The wizard's side of "Select existing shape"; the selection itself is tested beside
// shapes/imported-shapefile.ts.
describe('selecting an existing shapefile', () => {
  it('stays linked after the import transaction, and unlinks on undo of it', () => {
    const imported = toImportedShapefile(item, {
      type: 'FeatureCollection',
      features: [square(0)],
    });
    const history = commit(emptyHistory, importShapes(emptyHistory, imported.shapes));
    expect(activeImport(imported, history.shapes)).toBe(imported);
    expect(activeImport(imported, [])).toBeNull();
  });
});
