import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { transverseMercatorToLonLat } from './transverse-mercator-to-lon-lat.js';

const RADIANS = Math.PI / 180;
const WGS84_ES = 0.00669437999014;

function utmGrid(zone: number, south: boolean) {
  return {
    semiMajorAxis: 6378137,
    eccentricitySquared: WGS84_ES,
    scale: 0.9996,
    originLatitude: 0,
    centralMeridian: (zone * 6 - 183) * RADIANS,
    falseEasting: 500_000,
    falseNorthing: south ? 10_000_000 : 0,
    toMeter: 1,
  };
}

/** A grid of points over the zone's usual extent (and 300 km beyond its edges). */
function samplePoints(south: boolean): Float64Array {
  const points: number[] = [];
  for (let easting = -100_000; easting <= 1_100_000; easting += 60_000) {
    for (let northing = 0; northing <= 9_300_000; northing += 310_000) {
      points.push(easting, south ? 10_000_000 - northing : northing);
    }
  }
  return Float64Array.from(points);
}

/** Largest difference in degrees from proj4 over the sample points of a zone. */
function worstDifferenceFromProj4(zone: number, south: boolean): number {
  const source = samplePoints(south);
  const lonLat = new Float64Array(source.length);
  transverseMercatorToLonLat(utmGrid(zone, south))(source, lonLat);
  const reference = proj4(`+proj=utm +zone=${zone}${south ? ' +south' : ''} +datum=WGS84`, 'WGS84');
  let worst = 0;
  for (let i = 0; i < source.length; i += 2) {
    const [lon = Number.NaN, lat = Number.NaN] = reference.forward([
      source[i] ?? 0,
      source[i + 1] ?? 0,
    ]);
    const dLon = Math.abs((lonLat[i] ?? Number.NaN) - lon) % 360;
    worst = Math.max(
      worst,
      Math.min(dLon, 360 - dLon),
      Math.abs((lonLat[i + 1] ?? Number.NaN) - lat),
    );
  }
  return worst;
}

describe('transverseMercatorToLonLat', () => {
  it('puts the false origin on the central meridian and the equator', () => {
    const lonLat = new Float64Array(2);
    transverseMercatorToLonLat(utmGrid(13, false))(Float64Array.of(500_000, 0), lonLat);
    expect(lonLat[0]).toBeCloseTo(-105, 12);
    expect(lonLat[1]).toBeCloseTo(0, 12);
  });

  it.each([
    [13, false],
    [23, true],
    [31, false],
    [60, false],
    [1, true],
  ])('agrees with proj4 to 1e-7 degrees across UTM zone %i (south: %s)', (zone, south) => {
    expect(worstDifferenceFromProj4(zone, south)).toBeLessThan(1e-7);
  });

  it('may write its answer over its input', () => {
    const coordinates = Float64Array.of(500_000, 4_000_000, 400_000, 4_500_000);
    const separate = new Float64Array(4);
    const projection = transverseMercatorToLonLat(utmGrid(13, false));
    projection(coordinates, separate);
    projection(coordinates, coordinates);
    expect(coordinates).toEqual(separate);
  });

  it('gives NaN where the series diverges instead of a wrong answer', () => {
    const lonLat = new Float64Array(2);
    transverseMercatorToLonLat(utmGrid(13, false))(Float64Array.of(1e9, 0), lonLat);
    expect(lonLat[0]).toBeNaN();
  });
});
