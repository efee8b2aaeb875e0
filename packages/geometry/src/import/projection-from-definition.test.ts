import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { projectionFromDefinition } from './projection-from-definition.js';

/** Definitions that take each route: the fast TM series, lon/lat as is, and proj4 per point. */
const definitions = {
  'UTM 13N (ESRI WKT)':
    'PROJCS["WGS_1984_UTM_Zone_13N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-105.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]',
  'Idaho West in US survey feet (TM)':
    '+proj=tmerc +lat_0=41.66666666666666 +lon_0=-115.75 +k=0.9999333333333333 +x_0=800000.0001016 +y_0=0 +ellps=GRS80 +towgs84=0,0,0 +units=us-ft',
  'a TM grid with a latitude of origin (Airy, no datum shift)':
    '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +units=m',
  'British National Grid with its datum shift (proj4 route)':
    '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m',
  'Web Mercator (proj4 route)': 'EPSG:3857',
};
const samples: Record<string, number[][]> = {
  'UTM 13N (ESRI WKT)': [
    [500_000, 4_000_000],
    [250_000, 3_500_000],
    [790_000, 5_000_000],
  ],
  'Idaho West in US survey feet (TM)': [
    [2_624_672, 1_000_000],
    [2_300_000, 600_000],
  ],
  'a TM grid with a latitude of origin (Airy, no datum shift)': [
    [530_000, 180_000],
    [300_000, 900_000],
  ],
  'British National Grid with its datum shift (proj4 route)': [
    [530_000, 180_000],
    [300_000, 900_000],
  ],
  'Web Mercator (proj4 route)': [[-11_688_546, 4_865_942]],
};

describe('projectionFromDefinition', () => {
  it.each(Object.entries(definitions))(
    'agrees with proj4 to 1e-7 degrees for %s',
    (name, definition) => {
      const projection = projectionFromDefinition(definition, 'x.prj');
      if (!projection.valid) expect.fail(JSON.stringify(projection.reason));
      const points = samples[name] ?? [];
      const lonLat = new Float64Array(points.length * 2);
      projection.value.toLonLat(Float64Array.from(points.flat()), lonLat);
      const reference = proj4(definition, 'WGS84');
      points.forEach((point, index) => {
        const [lon = 0, lat = 0] = reference.forward(point);
        expect(Math.abs((lonLat[2 * index] ?? 0) - lon)).toBeLessThan(1e-7);
        expect(Math.abs((lonLat[2 * index + 1] ?? 0) - lat)).toBeLessThan(1e-7);
      });
    },
  );

  it('refuses what proj4 cannot parse, naming the projection method', () => {
    const result = projectionFromDefinition(
      'PROJCS["Grid",PROJECTION["Foo_Bar"],UNIT["Meter",1.0]]',
      'a.prj',
    );
    expect(result).toEqual({
      valid: false,
      reason: { code: 'PROJECTION_UNKNOWN', params: { file: 'a.prj', projection: 'Foo_Bar' } },
    });
  });

  it('refuses datums that need grid files', () => {
    const result = projectionFromDefinition(
      '+proj=longlat +ellps=clrk66 +nadgrids=@conus,@alaska',
      'a.prj',
    );
    expect(result.valid ? undefined : result.reason.code).toBe('PROJECTION_UNSUPPORTED');
  });
});
