import { describe, expect, it } from 'vitest';
import { extentRect, insetView } from './inset-view';
import { mercatorX, mercatorY } from './map-extent';

describe('inset view', () => {
  it('draws the extent as a box in Web Mercator units', () => {
    const box = extentRect({ west: -90, south: 0, east: 0, north: 45 });
    expect(box.x).toBe(0.25);
    expect(box.width).toBe(0.25);
    expect(box.y).toBeCloseTo(mercatorY(45), 12);
    expect(box.y + box.height).toBeCloseTo(0.5, 12);
  });

  it('centres a view zoomOut times wider on the extent, shaped to the frame', () => {
    const extent = { west: 10, south: 40, east: 30, north: 50 };
    const { view, box } = insetView(extent, { aspect: 1.5, zoomOut: 8 });
    expect(view.width / view.height).toBeCloseTo(1.5, 12);
    expect(view.width).toBeCloseTo(Math.max(box.width, box.height * 1.5) * 8, 12);
    expect(view.x + view.width / 2).toBeCloseTo(box.x + box.width / 2, 12);
    expect(view.y + view.height / 2).toBeCloseTo(box.y + box.height / 2, 12);
  });

  it('never shows less than the minimum width of the world for a small site', () => {
    const { view } = insetView(
      { west: 2.3, south: 48.85, east: 2.31, north: 48.86 },
      { aspect: 1, minimumWidth: 1 / 16 },
    );
    expect(view.width).toBeCloseTo(1 / 16, 12);
    expect(view.height).toBeCloseTo(1 / 16, 12);
  });

  it('stays inside the world vertically and shows at most the whole world', () => {
    const polar = insetView({ west: 0, south: 80, east: 20, north: 84 }, { aspect: 2 });
    expect(polar.view.y).toBe(0);
    const huge = insetView({ west: -170, south: -60, east: 170, north: 70 }, { aspect: 2 });
    expect(huge.view.width).toBe(1);
    expect(huge.view.height).toBe(0.5);
    expect(huge.view.y).toBeGreaterThanOrEqual(0);
    expect(huge.view.y + huge.view.height).toBeLessThanOrEqual(1);
  });

  it('keeps an extent across the antimeridian in the middle, past 180', () => {
    const { view, box } = insetView(
      { west: 179, south: -18, east: -179, north: -16 },
      { aspect: 1 },
    );
    expect(box.x).toBeCloseTo(mercatorX(179), 12);
    expect(box.width).toBeCloseTo(2 / 360, 12);
    expect(view.x + view.width / 2).toBeCloseTo(mercatorX(180), 12);
    expect(view.x + view.width).toBeGreaterThan(1);
  });
});
