import type { ShapeCollection } from '@ecotone/geometry';
import { describe, expect, it } from 'vitest';
import { toImportedShapefile } from './imported-shapefile';
import { item, square } from './imported-shapefile.fixture';

describe('selecting an existing shapefile', () => {
  it('carries the record, its mask id and the features with fresh ids', () => {
    const collection: ShapeCollection = {
      type: 'FeatureCollection',
      features: [square(0), square(2)],
    };
    const ids = ['new-1', 'new-2'];
    const imported = toImportedShapefile(item, collection, () => ids.shift() ?? 'none');
    expect(imported).toMatchObject({
      shapefileId: item.shapefileId,
      shapefileName: 'usa_north_ranch',
      siteId: item.siteId,
      siteName: 'North ranch',
      siteType: null,
      maskId: item.maskId,
      totalAreaHa: 120.5,
    });
    expect(imported.shapes.map((shape) => shape.id)).toEqual(['new-1', 'new-2']);
    expect(imported.shapes[0]?.geometry).toEqual(square(0).geometry);
    expect(collection.features[0]).not.toHaveProperty('id');
  });
});
