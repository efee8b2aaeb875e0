import { describe, expect, it } from 'vitest';
import type { ShapeCollection } from '../types.js';
import { exportKml } from './export-kml.js';

const collection: ShapeCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Lote <1> & 2', owner: 'Ana' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-105, 36],
            [-104.99, 36],
            [-104.99, 36.01],
            [-105, 36],
          ],
        ],
      },
    },
  ],
};

describe('exportKml', () => {
  it('writes placemarks with escaped names and ExtendedData', () => {
    const kml = exportKml(collection);
    expect(kml).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(kml).toContain('<name>Lote &#x3C;1> &#x26; 2</name>');
    expect(kml).toContain('<Data name="owner"><value>Ana</value></Data>');
    expect(kml).toMatch(
      /<coordinates>-105,36\s+-104.99,36\s+-104.99,36.01\s+-105,36<\/coordinates>/,
    );
  });

  it('puts the placemarks in a folder with the given name', () => {
    expect(exportKml(collection, 'Finca "El Roble"')).toMatch(
      /<Folder>\s*<name>Finca "El Roble"<\/name>/,
    );
  });
});
