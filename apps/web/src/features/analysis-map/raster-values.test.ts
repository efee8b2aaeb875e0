import type { RasterHit, ResultLayerReference } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { rasterValueRows } from './raster-values';

const layer = (layerId: string, label: string) =>
  ({ layerId, label }) as unknown as ResultLayerReference;
const hit = (fields: Partial<RasterHit>): RasterHit => ({
  analysisId: 'a1',
  layerId: 'x',
  found: true,
  value: null,
  label: null,
  color: null,
  unit: null,
  ...fields,
});

describe('rasterValueRows', () => {
  const layers = [layer('landCover2023', 'Land cover 2023'), layer('elevation', 'Elevation')];

  it('names a class by its label and colour', () => {
    expect(
      rasterValueRows(
        [hit({ layerId: 'landCover2023', value: 10, label: 'Tree cover', color: '#006400' })],
        layers,
        'metric',
        'en',
      ),
    ).toEqual([
      { layerId: 'landCover2023', label: 'Land cover 2023', color: '#006400', text: 'Tree cover' },
    ]);
  });

  it("gives a gradient's value in the user's units", () => {
    const [metric] = rasterValueRows(
      [hit({ layerId: 'elevation', value: 1000, unit: 'm' })],
      layers,
      'metric',
      'en',
    );
    const [imperial] = rasterValueRows(
      [hit({ layerId: 'elevation', value: 1000, unit: 'm' })],
      layers,
      'imperial',
      'es',
    );
    expect(metric?.text).toBe('1,000 m');
    expect(imperial?.text).toMatch(/^3\.281 ft$/);
  });

  it('says there is no data where the value is null, and leaves out layers not found', () => {
    expect(
      rasterValueRows(
        [hit({ layerId: 'elevation', value: null }), hit({ layerId: 'gone', found: false })],
        layers,
        'metric',
        'en',
      ),
    ).toEqual([{ layerId: 'elevation', label: 'Elevation', color: null, text: null }]);
  });
});
