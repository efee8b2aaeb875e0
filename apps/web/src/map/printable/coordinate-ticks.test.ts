import { describe, expect, it } from 'vitest';
import {
  coordinateLabel,
  latitudeTicks,
  longitudeTicks,
  TICKS_PER_SIDE,
  tickDecimals,
} from './coordinate-ticks';
import { latitudeAt, mercatorY } from './map-extent';

describe('coordinate ticks', () => {
  it('puts 6 lines on each side, labelled with 2 decimals and N/S/E/W', () => {
    const extent = { west: -58.7, south: -35.1, east: -57.3, north: -34.4 };
    const longitudes = longitudeTicks(extent);
    const latitudes = latitudeTicks(extent);
    expect(longitudes).toHaveLength(TICKS_PER_SIDE);
    expect(latitudes).toHaveLength(TICKS_PER_SIDE);
    expect(longitudes.map((tick) => tick.label)).toEqual([
      '58.50°W',
      '58.30°W',
      '58.10°W',
      '57.90°W',
      '57.70°W',
      '57.50°W',
    ]);
    expect(latitudes[0]?.label).toMatch(/^34\.\d\d°S$/);
    expect(latitudes.at(-1)?.label).toMatch(/^35\.\d\d°S$/);
  });

  it('places each line where its rounded value is, in order along the edge', () => {
    const extent = { west: 10.123, south: 45.01, east: 10.987, north: 45.77 };
    for (const ticks of [longitudeTicks(extent), latitudeTicks(extent)]) {
      const positions = ticks.map((tick) => tick.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const tick of ticks) expect(tick.value).toBe(Math.round(tick.value * 100) / 100);
    }
    const first = longitudeTicks(extent)[0];
    expect(first?.position).toBeCloseTo(((first?.value ?? 0) - 10.123) / (10.987 - 10.123), 10);
  });

  it('spaces latitude lines evenly in Web Mercator, not in degrees', () => {
    const extent = { west: 0, south: 0, east: 60, north: 70 };
    const ticks = latitudeTicks(extent);
    const top = mercatorY(70);
    const height = mercatorY(0) - top;
    for (const tick of ticks)
      expect(tick.position).toBeCloseTo((mercatorY(tick.value) - top) / height, 10);
    // Even on screen: the top line a seventh of the way down, well north of 60°N (70 * 6/7).
    expect(ticks[0]?.position).toBeCloseTo(1 / 7, 3);
    expect(ticks[0]?.value).toBe(64.54);
    expect(latitudeAt(mercatorY(45))).toBeCloseTo(45, 10);
  });

  it('uses 3 decimals when the extent is under 0.01 degrees', () => {
    expect(tickDecimals(0.0099)).toBe(3);
    expect(tickDecimals(0.01)).toBe(2);
    const extent = { west: 2.3, south: 48.85, east: 2.307, north: 48.857 };
    const labels = longitudeTicks(extent).map((tick) => tick.label);
    expect(labels).toEqual(['2.301°E', '2.302°E', '2.303°E', '2.304°E', '2.305°E', '2.306°E']);
    expect(latitudeTicks(extent)[0]?.label).toMatch(/^48\.85\d°N$/);
  });

  it('draws a line once when the extent is too small for its precision', () => {
    const ticks = longitudeTicks({ west: 2.2998, south: 0, east: 2.3003, north: 0.001 });
    expect(ticks.map((tick) => tick.label)).toEqual(['2.300°E']);
  });

  it('labels a view across the antimeridian back in [-180, 180]', () => {
    const crossing = { west: 179.3, south: -17, east: -179.6, north: -16 };
    const labels = longitudeTicks(crossing).map((tick) => tick.label);
    expect(labels).toHaveLength(6);
    expect(labels[0]).toBe('179.46°E');
    expect(labels).toContain('179.93°E');
    expect(labels.at(-1)).toBe('179.76°W');
    // The same view given contiguously (east past 180) gets the same lines.
    expect(longitudeTicks({ ...crossing, east: 180.4 })).toEqual(longitudeTicks(crossing));
  });

  it('gives the equator, the prime meridian and 180 no letter, and never -0', () => {
    expect(coordinateLabel(0, 'latitude', 2)).toBe('0.00°');
    expect(coordinateLabel(180, 'longitude', 2)).toBe('180.00°');
    const ticks = latitudeTicks({ west: 0, south: -0.03, east: 0.07, north: 0.04 });
    expect(ticks.map((tick) => tick.label)).toContain('0.00°');
    expect(ticks.some((tick) => Object.is(tick.value, -0))).toBe(false);
  });

  it('writes the decimal separator and letters of the reader', () => {
    const hemispheres = { north: 'N', south: 'S', east: 'E', west: 'O' };
    expect(coordinateLabel(-3.705, 'longitude', 3, { locale: 'es', hemispheres })).toBe('3,705°O');
  });

  it('gives no ticks for an empty extent', () => {
    expect(longitudeTicks({ west: 1, south: 1, east: 1, north: 2 })).toEqual([]);
    expect(latitudeTicks({ west: 1, south: 2, east: 3, north: 2 })).toEqual([]);
  });
});
