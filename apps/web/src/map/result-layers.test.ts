import { describe, expect, it } from 'vitest';
import {
  absoluteTileUrl,
  collectionBounds,
  opacityPaint,
  resultLayerIds,
  resultTileUrl,
} from './result-layers';

describe('result layers on the map', () => {
  it('asks the tile server for a stored raster by analysis and layer id', () => {
    expect(resultTileUrl('a1', 'landCover2023')).toBe(
      '/api/geo/tiles-dynamic/a1/landCover2023/{z}/{x}/{y}',
    );
  });

  it('makes the template absolute for the map worker, keeping {z}/{x}/{y} for MapLibre to fill', () => {
    const template = resultTileUrl('a1', 'landCover2023');
    expect(absoluteTileUrl(template, 0, 'http://localhost:3000')).toBe(
      'http://localhost:3000/api/geo/tiles-dynamic/a1/landCover2023/{z}/{x}/{y}',
    );
    expect(absoluteTileUrl(template, 2, 'http://localhost:3000')).toBe(
      'http://localhost:3000/api/geo/tiles-dynamic/a1/landCover2023/{z}/{x}/{y}?v=2',
    );
  });

  it('draws a raster as one layer and a vector as a fill under its outline', () => {
    expect(resultLayerIds({ id: 'elevation', kind: 'raster' })).toEqual(['result-elevation']);
    expect(resultLayerIds({ id: 'ecoregions', kind: 'vector' })).toEqual([
      'result-ecoregions-fill',
      'result-ecoregions-line',
    ]);
    expect(opacityPaint('vector', 0.5)).toEqual([
      ['fill-opacity', 0.3],
      ['line-opacity', 0.625],
    ]);
  });

  it('bounds any geometry, and has none for an empty collection', () => {
    expect(
      collectionBounds({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [2, 3] } },
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [-1, 5],
                  [4, 5],
                  [4, 6],
                  [-1, 5],
                ],
              ],
            },
          },
        ],
      }),
    ).toEqual([-1, 3, 4, 6]);
    expect(collectionBounds({ type: 'FeatureCollection', features: [] })).toBeNull();
  });
});
