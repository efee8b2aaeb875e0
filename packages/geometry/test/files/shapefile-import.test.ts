import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { importShapeFiles } from '../../src/import/index.js';
import { PRJ } from './helpers/projections.js';
import {
  bytesOf,
  clockwiseSquare,
  expectAccepted,
  outerRing,
  shapefileUploads,
} from './helpers/uploads.js';
import { encodeWindows1252 } from './helpers/write-dbf.js';
import { SHAPE_TYPE } from './helpers/write-shapefile.js';

const utm13n = proj4(PRJ.utm13nEsri, 'WGS84');
const parcel = clockwiseSquare(500_000, 4_000_000, 1000);

describe('importShapeFiles: a shapefile as separate files', () => {
  it('reads a .shp/.shx/.prj triplet in UTM 13N into WGS 84 lon/lat', async () => {
    const shapes = expectAccepted(
      await importShapeFiles(shapefileUploads('farm', [[parcel]], { prj: PRJ.utm13nEsri })),
    );
    expect(shapes.layers).toEqual([
      { name: 'farm', file: 'farm.shp', featureCount: 1, geometryTypes: { Polygon: 1 } },
    ]);
    expect(shapes.warnings).toEqual([]);
    const feature = shapes.collection.features[0];
    expect(feature?.geometry.type).toBe('Polygon');
    const ring = outerRing(shapes);
    // RFC 7946 winding: the clockwise shapefile ring comes out counter-clockwise.
    const expected = parcel.toReversed().map((point) => utm13n.forward(point));
    ring.forEach((position, index) => {
      expect(position[0]).toBeCloseTo(expected[index]?.[0] ?? Number.NaN, 9);
      expect(position[1]).toBeCloseTo(expected[index]?.[1] ?? Number.NaN, 9);
    });
  });

  it.each([
    ['ESRI WKT', PRJ.utm13nEsri],
    ['OGC WKT with authorities', PRJ.utm13nOgc],
    ['WKT 2', PRJ.utm13nWkt2],
    ['a proj string', '+proj=utm +zone=13 +datum=WGS84 +units=m +no_defs'],
  ])('understands a .prj in %s', async (_flavour, prj) => {
    const shapes = expectAccepted(
      await importShapeFiles(shapefileUploads('farm', [[parcel]], { prj })),
    );
    const [lon, lat] = outerRing(shapes)[0] ?? [];
    expect(lon).toBeCloseTo(-105, 5);
    expect(lat).toBeCloseTo(utm13n.forward([500_000, 4_000_000])[1] ?? 0, 9);
  });
});

describe('importShapeFiles: shapefile projections', () => {
  it('reads a southern-hemisphere UTM zone on SIRGAS 2000 without a datum warning', async () => {
    const square = clockwiseSquare(300_000, 7_400_000, 500);
    const shapes = expectAccepted(
      await importShapeFiles(shapefileUploads('fazenda', [[square]], { prj: PRJ.sirgasUtm23s })),
    );
    expect(shapes.warnings).toEqual([]);
    const [lon, lat] = outerRing(shapes)[0] ?? [];
    const expected = proj4(PRJ.sirgasUtm23s, 'WGS84').forward([300_000, 7_400_000]);
    expect(lon).toBeCloseTo(expected[0] ?? 0, 9);
    expect(lat).toBeCloseTo(expected[1] ?? 0, 9);
    expect(lat).toBeLessThan(-20);
  });

  it('reprojects other projections through proj4 (Conus Albers)', async () => {
    const square = clockwiseSquare(-800_000, 1_600_000, 1000);
    const shapes = expectAccepted(
      await importShapeFiles(shapefileUploads('ranch', [[square]], { prj: PRJ.conusAlbers })),
    );
    const [lon, lat] = outerRing(shapes)[0] ?? [];
    const expected = proj4(PRJ.conusAlbers, 'WGS84').forward([-800_000, 1_600_000]);
    expect(lon).toBeCloseTo(expected[0] ?? 0, 9);
    expect(lat).toBeCloseTo(expected[1] ?? 0, 9);
  });

  it('keeps WGS 84 coordinates as they are', async () => {
    const square = clockwiseSquare(-105.5, 38.2, 0.01);
    const shapes = expectAccepted(
      await importShapeFiles(shapefileUploads('farm', [[square]], { prj: PRJ.wgs84 })),
    );
    expect(shapes.collection.features[0]?.geometry.coordinates[0]).toEqual(square.toReversed());
  });

  it('warns when a datum is used unshifted (NAD 1927)', async () => {
    const shapes = expectAccepted(
      await importShapeFiles(shapefileUploads('old', [[parcel]], { prj: PRJ.nad27Utm13n })),
    );
    expect(shapes.warnings).toEqual([
      { code: 'DATUM_NOT_CONVERTED', params: { file: 'old.prj', datum: 'north_american_1927' } },
    ]);
  });
});

describe('importShapeFiles: shapefile rings and records', () => {
  it('assigns holes to their outer ring and makes a MultiPolygon of several outer rings', async () => {
    const outer = clockwiseSquare(500_000, 4_000_000, 1000);
    const hole = clockwiseSquare(500_200, 4_000_200, 200).toReversed();
    const island = clockwiseSquare(510_000, 4_000_000, 300);
    const islandHole = clockwiseSquare(510_100, 4_000_100, 50).toReversed();
    const shapes = expectAccepted(
      await importShapeFiles(
        shapefileUploads(
          'holes',
          [
            [outer, hole],
            [outer, island, islandHole, hole],
          ],
          { prj: PRJ.utm13nEsri },
        ),
      ),
    );
    const [first, second] = shapes.collection.features;
    expect(first?.geometry.type).toBe('Polygon');
    expect(first?.geometry.coordinates).toHaveLength(2);
    expect(second?.geometry.type).toBe('MultiPolygon');
    expect(second?.geometry.coordinates.map((polygon) => polygon.length)).toEqual([2, 2]);
    expect(shapes.layers[0]?.geometryTypes).toEqual({ Polygon: 1, MultiPolygon: 1 });
  });

  it('reads files that ignore the winding convention as outer rings', async () => {
    const counterClockwise = clockwiseSquare(500_000, 4_000_000, 1000).toReversed();
    const shapes = expectAccepted(
      await importShapeFiles(
        shapefileUploads('ccw', [[counterClockwise]], { prj: PRJ.utm13nEsri }),
      ),
    );
    expect(shapes.collection.features[0]?.geometry.type).toBe('Polygon');
  });
});

describe('importShapeFiles: shapefile records and file names', () => {
  it('reads Node Buffers that share a pool (non-zero byteOffset), as multipart uploads arrive', async () => {
    const files = shapefileUploads('farm', [[parcel]], { prj: PRJ.utm13nEsri }).map((file) => ({
      name: `C:\\Users\\ana\\${file.name}`,
      bytes: Buffer.from(file.bytes),
    }));
    expect(files.some((file) => file.bytes.byteOffset > 0)).toBe(true);
    const shapes = expectAccepted(await importShapeFiles(files));
    expect(shapes.layers[0]?.name).toBe('farm');
    expect(outerRing(shapes)[0]?.[0]).toBeCloseTo(-105, 5);
  });

  it('drops Z and M values of a PolygonZ file and skips null shapes', async () => {
    const shapes = expectAccepted(
      await importShapeFiles(
        shapefileUploads('z', [[parcel], null, [parcel]], {
          prj: PRJ.utm13nEsri,
          shapeType: SHAPE_TYPE.polygonZ,
        }),
      ),
    );
    expect(shapes.layers[0]?.featureCount).toBe(2);
    for (const position of outerRing(shapes)) {
      expect(position).toHaveLength(2);
    }
    expect(shapes.warnings).toEqual([
      { code: 'NULL_SHAPES_SKIPPED', params: { file: 'z.shp', count: 1 } },
    ]);
  });

  it('ignores zero entries that pad a .shx and junk after the last record of a .shp', async () => {
    const files = shapefileUploads('farm', [[parcel], [parcel]], { prj: PRJ.utm13nEsri });
    const padded = files.map(({ name, bytes }) => {
      const extra = name.endsWith('.shx') ? new Uint8Array(64) : bytesOf('\u0001junk');
      if (!name.endsWith('.shx') && !name.endsWith('.shp')) return { name, bytes };
      const longer = new Uint8Array(bytes.byteLength + extra.byteLength);
      longer.set(bytes);
      longer.set(extra, bytes.byteLength);
      new DataView(longer.buffer).setInt32(24, Math.floor(longer.byteLength / 2));
      return { name, bytes: longer };
    });
    const shapes = expectAccepted(await importShapeFiles(padded));
    expect(shapes.layers[0]?.featureCount).toBe(2);
    expect(shapes.warnings).toEqual([]);
  });

  it('matches extensions without regard to case and ignores GIS sidecar files', async () => {
    const files = shapefileUploads('Farm', [[parcel]], { prj: PRJ.utm13nEsri }).map((file) => ({
      ...file,
      name: file.name.replace(/\.(\w+)$/, (_, extension: string) => `.${extension.toUpperCase()}`),
    }));
    const sidecars = [
      { name: 'Farm.sbn', bytes: new Uint8Array(8) },
      { name: 'Farm.shp.xml', bytes: bytesOf('<metadata/>') },
    ];
    const shapes = expectAccepted(await importShapeFiles([...files, ...sidecars]));
    expect(shapes.layers.map((layer) => layer.name)).toEqual(['Farm']);
  });
});

const fields = [
  { name: 'NOMBRE', type: 'C' as const, length: 30 },
  { name: 'AÑO', type: 'N' as const, length: 4 },
  { name: 'AREA_HA', type: 'N' as const, length: 10, decimals: 2 },
];
const rows = [{ NOMBRE: 'Rancho La Peña', AÑO: 2019, AREA_HA: 123.45 }];
const expectedProperties = { NOMBRE: 'Rancho La Peña', AÑO: 2019, AREA_HA: 123.45 };

describe('importShapeFiles: attributes', () => {
  it('reads a UTF-8 .dbf with non-ASCII names as the .cpg says', async () => {
    const files = shapefileUploads('rancho', [[parcel]], {
      prj: PRJ.utm13nEsri,
      dbf: { fields, rows },
      cpg: 'UTF-8',
    });
    const shapes = expectAccepted(await importShapeFiles(files));
    expect(shapes.collection.features[0]?.properties).toEqual(expectedProperties);
  });

  it('reads a Windows-1252 .dbf when the .cpg says 1252', async () => {
    const files = shapefileUploads('rancho', [[parcel]], {
      prj: PRJ.utm13nEsri,
      dbf: { fields, rows, encode: encodeWindows1252 },
      cpg: 'ANSI 1252',
    });
    const shapes = expectAccepted(await importShapeFiles(files));
    expect(shapes.collection.features[0]?.properties).toEqual(expectedProperties);
  });
});

describe('importShapeFiles: attributes without a .cpg', () => {
  it.each([
    ['UTF-8', undefined],
    ['Windows-1252', encodeWindows1252],
  ])('guesses %s without a .cpg', async (_encoding, encode) => {
    const files = shapefileUploads('rancho', [[parcel]], {
      prj: PRJ.utm13nEsri,
      dbf: { fields, rows, ...(encode ? { encode } : {}) },
    });
    const shapes = expectAccepted(await importShapeFiles(files));
    expect(shapes.collection.features[0]?.properties).toEqual(expectedProperties);
  });

  it('warns about an unknown .cpg and a .dbf with a different row count, and still imports', async () => {
    const files = shapefileUploads('rancho', [[parcel], [parcel]], {
      prj: PRJ.utm13nEsri,
      dbf: { fields, rows },
      cpg: 'KLINGON-1',
    });
    const shapes = expectAccepted(await importShapeFiles(files));
    expect(shapes.warnings.map((warning) => warning.code)).toEqual([
      'CPG_UNKNOWN',
      'DBF_RECORD_COUNT_MISMATCH',
    ]);
    expect(shapes.collection.features.map((feature) => feature.properties)).toEqual([
      expectedProperties,
      {},
    ]);
  });
});
