import { latitudeToMercator, longitudeToMercator } from '@ecotone/analysis/node';
import { describe, expect, it } from 'vitest';
import { zoomFor } from './layer-map.js';
import { fitFrame, projector, scaleBar, shapeBounds } from './map-frame.js';

describe('the report maps’ frame', () => {
  const bounds = shapeBounds([
    [
      [
        [-105.34, 40.29],
        [-105.27, 40.29],
        [-105.27, 40.33],
        [Number.NaN, 0],
        [-105.34, 40.29],
      ],
    ],
  ]);

  it('bounds the finite vertices, and is null without any', () => {
    expect(bounds).toEqual([-105.34, 40.29, -105.27, 40.33]);
    expect(shapeBounds([])).toBeNull();
    expect(shapeBounds([[[[Number.NaN, 1]]]])).toBeNull();
  });

  it('holds the shape with its margin, in the box’s proportions', () => {
    if (!bounds) throw new Error('no bounds');
    const square = fitFrame(bounds, 1, 0.1);
    const shapeWidth = longitudeToMercator(-105.27) - longitudeToMercator(-105.34);
    // The wider side (east-west here) gets a tenth of itself each side; the other is widened.
    expect(square.maxX - square.minX).toBeCloseTo(shapeWidth * 1.2, 3);
    expect(square.maxY - square.minY).toBeCloseTo(shapeWidth * 1.2, 3);
    const frame = fitFrame(bounds, 2, 0.1);
    expect((frame.maxX - frame.minX) / (frame.maxY - frame.minY)).toBeCloseTo(2, 10);
    expect(frame.minY).toBeLessThan(latitudeToMercator(40.29));
    expect(frame.maxY).toBeGreaterThan(latitudeToMercator(40.33));
    const project = projector(frame, { x: 10, y: 20, width: 200, height: 100 });
    const [x, y] = project(-105.305, (40.29 + 40.33) / 2);
    expect(x).toBeCloseTo(110, 0);
    expect(y).toBeCloseTo(70, 0);
  });

  it('gives the scale bar a round length in the reader’s units', () => {
    if (!bounds) throw new Error('no bounds');
    // 0.07° of longitude at 40.31° N is 5.94 km; with margins the frame is 7.1 km wide, and
    // 28 % of it (the bar's most) is just under 2 km, or 1.24 mi.
    const frame = fitFrame(bounds, 1, 0.1);
    const metric = scaleBar(frame, 400, 'metric');
    expect(metric).toMatchObject({ value: 1, unit: 'km' });
    const imperial = scaleBar(frame, 400, 'imperial');
    expect(imperial).toMatchObject({ value: 1, unit: 'mi' });
    // 1 mi is 1.609 km: its bar is 1.609 times the kilometre's.
    expect(imperial.length / metric.length).toBeCloseTo(1.609, 3);
    const narrow = scaleBar(fitFrame([-105.3, 40.3, -105.298, 40.301], 1, 0.1), 400, 'imperial');
    expect(narrow.unit).toBe('ft');
    expect([1, 2, 5].map((step) => step * 10 ** Math.floor(Math.log10(narrow.value)))).toContain(
      narrow.value,
    );
  });

  it('renders a layer at the zoom whose image is at most 1,200 px across', () => {
    if (!bounds) throw new Error('no bounds');
    const frame = fitFrame(bounds, 1.6, 0.06);
    const zoom = zoomFor(frame);
    const pixels = (z: number) =>
      ((frame.maxX - frame.minX) / (2 * Math.PI * 6378137)) * 256 * 2 ** z;
    expect(pixels(zoom)).toBeLessThanOrEqual(1200);
    expect(pixels(zoom + 1)).toBeGreaterThan(1200);
  });
});
