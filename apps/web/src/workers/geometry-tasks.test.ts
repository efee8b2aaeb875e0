import { importShapeFiles, type ShapeCollection } from '@ecotone/geometry';
import { describe, expect, it } from 'vitest';
import { exportFile } from './geometry-tasks';

const drawn: ShapeCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-107.46, 44.5],
            [-107.45, 44.5],
            [-107.45, 44.51],
            [-107.46, 44.5],
          ],
        ],
      },
    },
  ],
};

describe('exportFile (step 1 Export menu)', () => {
  const day = new Date(Date.UTC(2026, 2, 7));

  it('names each format after the day, and writes text for GeoJSON and KML', async () => {
    const geojson = await exportFile('geojson', drawn, day);
    expect(geojson.fileName).toBe('shapefile-2026-03-07.geojson');
    expect(JSON.parse(geojson.content as string).features).toHaveLength(1);
    const kml = await exportFile('kml', drawn, day);
    expect(kml.fileName).toBe('shapefile-2026-03-07.kml');
    expect(kml.content).toMatch(/<Folder>\s*<name>shapefile-2026-03-07<\/name>/);
  });

  it('zips a shapefile named after the file that reads back as the drawn shape', async () => {
    const file = await exportFile('shapefile', drawn, day);
    expect(file.fileName).toBe('shapefile-2026-03-07.zip');
    const bytes = file.content as Uint8Array;
    const read = await importShapeFiles([{ name: file.fileName, bytes }]);
    if (!read.valid) throw new Error(read.reason.code);
    expect(read.value.layers.map((layer) => layer.name)).toEqual(['shapefile-2026-03-07']);
    expect(read.value.collection.features.map((feature) => feature.geometry)).toEqual(
      drawn.features.map((feature) => feature.geometry),
    );
  });
});
