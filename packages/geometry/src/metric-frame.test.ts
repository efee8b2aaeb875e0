import geodesic from 'geographiclib-geodesic';
import { describe, expect, it } from 'vitest';
import { metricFrame } from './metric-frame.js';

/** Projected length over true geodesic length, for a short step. */
function scaleAt(
  frame: ReturnType<typeof metricFrame>,
  lng: number,
  lat: number,
  bearing: number,
): number {
  const step = geodesic.Geodesic.WGS84.Direct(lat, lng, bearing, 10);
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = frame.project([
    [lng, lat],
    [step.lon2 ?? 0, step.lat2 ?? 0],
  ]);
  return Math.hypot(x2 - x1, y2 - y1) / 10;
}

describe('metricFrame', () => {
  it.each([
    [37.5, 38.5],
    [69, 71],
    [-1, 1],
    [-46, -44],
  ])('never shrinks distances below minimumScale between %d° and %d°', (south, north) => {
    const frame = metricFrame(south, north, 10);
    let smallest = Number.POSITIVE_INFINITY;
    // Points and 10 m steps that stay within the frame's latitudes.
    for (let step = 0; step <= 10; step++) {
      const lat = south + 0.001 + ((north - south - 0.002) * step) / 10;
      for (const bearing of [0, 45, 90, 135, 180])
        smallest = Math.min(smallest, scaleAt(frame, 10.2, lat, bearing));
    }
    expect(smallest).toBeGreaterThanOrEqual(frame.minimumScale * (1 - 1e-6));
    expect(smallest).toBeLessThan(frame.minimumScale * 1.001);
  });

  it('is conformal: the same scale in every direction', () => {
    const frame = metricFrame(44, 46, 0);
    const scales = [0, 30, 60, 90].map((bearing) => scaleAt(frame, 0.5, 45.5, bearing));
    expect(Math.max(...scales) - Math.min(...scales)).toBeLessThan(1e-5);
  });
});
