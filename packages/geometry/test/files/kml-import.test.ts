import { describe, expect, it } from 'vitest';
import { importShapeFiles } from '../../src/import/index.js';
import { bytesOf, expectAccepted, outerRing } from './helpers/uploads.js';
import { zipFiles } from './helpers/zip.js';

const ring = '-105,36,1500 -104.99,36,1500 -104.99,36.01,1500 -105,36.01,1500 -105,36,1500';
const polygon = `<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
const kml = (body: string, declaration = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${declaration}<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Finca El Roble</name>${body}</Document></kml>`;

describe('importShapeFiles: KML and KMZ', () => {
  it('reads placemark polygons, drops altitude, names the layer after the Document', async () => {
    const text = kml(`<Placemark><name>Lote 1</name>${polygon}</Placemark>`);
    const shapes = expectAccepted(
      await importShapeFiles([{ name: 'finca.kml', bytes: bytesOf(text) }]),
    );
    expect(shapes.layers).toEqual([
      { name: 'Finca El Roble', file: 'finca.kml', featureCount: 1, geometryTypes: { Polygon: 1 } },
    ]);
    expect(shapes.collection.features[0]?.properties).toMatchObject({ name: 'Lote 1' });
    expect(outerRing(shapes)[0]).toEqual([-105, 36]);
  });

  it('keeps the polygons of a MultiGeometry and warns about its point', async () => {
    const text = kml(
      `<Placemark><MultiGeometry>${polygon}${polygon}<Point><coordinates>-105,36</coordinates></Point></MultiGeometry></Placemark>`,
    );
    const shapes = expectAccepted(
      await importShapeFiles([{ name: 'finca.kml', bytes: bytesOf(text) }]),
    );
    expect(shapes.collection.features[0]?.geometry.type).toBe('MultiPolygon');
    expect(shapes.warnings.map((warning) => warning.code)).toEqual(['POINTS_LEFT_OUT']);
  });

  it('decodes a KML in the encoding its XML declaration names', async () => {
    const text = kml(
      `<Placemark><name>Peña</name>${polygon}</Placemark>`,
      '<?xml version="1.0" encoding="ISO-8859-1"?>',
    );
    const latin1 = Uint8Array.from(text, (character) => character.charCodeAt(0));
    const shapes = expectAccepted(await importShapeFiles([{ name: 'finca.kml', bytes: latin1 }]));
    expect(shapes.collection.features[0]?.properties).toMatchObject({ name: 'Peña' });
  });

  it('reads the doc.kml of a KMZ, even beside other KML files', async () => {
    const kmz = await zipFiles({
      'doc.kml': kml(`<Placemark>${polygon}</Placemark>`),
      'files/overlay.kml': kml(''),
      'files/icon.png': new Uint8Array(32),
    });
    const shapes = expectAccepted(await importShapeFiles([{ name: 'finca.kmz', bytes: kmz }]));
    expect(shapes.layers.map((layer) => [layer.file, layer.featureCount])).toEqual([
      ['finca.kmz', 1],
    ]);
  });
});
