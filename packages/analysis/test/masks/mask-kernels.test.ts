import { polygonBoolean } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  type ComputedMask,
  computeMaskLayer,
  computeMaskSet,
  type MaskKernelLayer,
  type MaskKernelOptions,
  maskSetGeometry,
} from '../../src/masks/index.js';
import { lonLatConverter } from '../../src/raster/crs.js';
import type { InMemoryRaster } from '../../src/raster/types.js';
import { DataUnavailableError } from '../../src/sources/data-source.js';
import {
  block,
  hectares,
  inBlocks,
  OPTIONS,
  outsideHa,
  raster,
  relative,
  SHAPE,
  signal,
  testSource,
} from './mask-test-source.js';

/**
 * The kernels on constructed rasters (mask-test-source.ts): blocks of pixels whose masks are
 * exact rectangles (no clean-up changes them), compared with the geodesic area of the expected
 * rectangle, thresholds tried on both sides.
 */

// Dynamic World codes: 0 water, 1 trees, 2 grass, 3 flooded vegetation, 4 crops, 6 built, 7 bare, 8 snow.
const LAND_COVER_BLOCKS: [number, [number, number, number, number]][] = [
  [6, [60, 60, 80, 80]],
  [6, [40, 130, 55, 140]], // straddles the shape's west edge: clipped to columns 50..55
  [0, [90, 60, 110, 75]],
  [4, [120, 60, 140, 90]],
  [3, [60, 100, 80, 120]],
  [7, [90, 100, 100, 140]],
  [1, [110, 100, 130, 120]],
  [8, [130, 125, 140, 140]],
];
const landCover = raster((column, row) => {
  for (const [code, box] of LAND_COVER_BLOCKS) if (inBlocks(box)(column, row)) return code;
  return 2;
});
const sumOf = (...geometries: ReturnType<typeof block>[]) =>
  geometries.reduce((total, geometry) => total + hectares(geometry), 0);

async function layer(
  name: MaskKernelLayer,
  source: ReturnType<typeof testSource>,
  options: Partial<MaskKernelOptions> = {},
): Promise<ComputedMask> {
  return computeMaskLayer({
    shape: SHAPE,
    layer: name,
    options: { ...OPTIONS, ...options },
    sources: source,
    signal,
  });
}

function expectArea(mask: ComputedMask, expectedHa: number) {
  expect(mask.status).toBe('success');
  expect(relative(mask.areaHa, expectedHa)).toBeLessThan(1e-9);
  expect(relative(hectares(mask.geometry), mask.areaHa)).toBeLessThan(1e-12);
  expect(outsideHa(mask.geometry, SHAPE)).toBeLessThan(1e-6);
}

describe('land-cover masks', () => {
  const source = testSource({ landCover });
  it.each([
    ['built', sumOf(block(60, 60, 80, 80), block(50, 130, 55, 140))],
    ['water', sumOf(block(90, 60, 110, 75))],
    ['cropland', sumOf(block(120, 60, 140, 90))],
    ['wetland', sumOf(block(60, 100, 80, 120))],
    ['bareGround', sumOf(block(90, 100, 100, 140))],
    [
      'landCover',
      sumOf(
        block(60, 60, 80, 80),
        block(50, 130, 55, 140),
        block(90, 60, 110, 75),
        block(120, 60, 140, 90),
        block(60, 100, 80, 120),
        block(90, 100, 100, 140),
        block(130, 125, 140, 140),
      ),
    ],
  ] as [MaskKernelLayer, number][])('%s covers exactly its classes', async (name, expected) => {
    const mask = await layer(name, source);
    expectArea(mask, expected);
    expect(mask.scale).toBeCloseTo(111.32, 1);
    expect(mask.inputs).toMatchObject({ landCoverDataset: 'dynamicworld', year: 2024 });
    expect(mask.synthetic).toBe(false);
    expect(mask.lineage.map((entry) => entry.role)).toEqual(['landCover']);
  });

  it('reads each product with its own codes (WorldCover wetland is 90 and 95)', async () => {
    const worldcover = raster((column, row) =>
      inBlocks([60, 60, 70, 70])(column, row)
        ? 90
        : inBlocks([80, 60, 90, 70])(column, row)
          ? 95
          : 30,
    );
    const mask = await layer('wetland', testSource({ landCover: worldcover }), {
      landCoverDataset: 'worldcover',
    });
    expectArea(mask, sumOf(block(60, 60, 70, 70), block(80, 60, 90, 70)));
  });

  it('an empty mask is a success with no geometry', async () => {
    const mask = await layer('built', testSource({ landCover: raster(() => 2) }));
    expect(mask).toMatchObject({ status: 'success', geometry: null, areaHa: 0 });
  });
});

describe('slope masks (Horn)', () => {
  // Rows 0..99 a north-south ramp of 30°, flat below: Horn gives 30° inside the ramp, atan(tan 30° / 2)
  // = 16.1° on its last row (99) and on the raster's first row, 0 on the flat.
  const dy = 0.001 * (Math.PI / 180) * 6_371_008.8;
  const gradient = Math.tan(Math.PI / 6);
  const elevation = raster((_, row) => gradient * Math.min(row, 99) * dy);
  const source = testSource({ elevation });

  it('slope masks above 15 degrees', async () => {
    const mask = await layer('slope', source, { slopeDegrees: 40 });
    expectArea(mask, hectares(block(50, 50, 150, 100)));
    expect(mask.inputs).toMatchObject({ slopeAboveDegrees: 15 });
  });

  it('slopeDegrees uses the manual threshold, both sides of 16.1 and 30 degrees', async () => {
    expectArea(
      await layer('slopeDegrees', source, { slopeDegrees: 16 }),
      hectares(block(50, 50, 150, 100)),
    );
    expectArea(
      await layer('slopeDegrees', source, { slopeDegrees: 17 }),
      hectares(block(50, 50, 150, 99)),
    );
    const none = await layer('slopeDegrees', source, { slopeDegrees: 31 });
    expect(none).toMatchObject({ status: 'success', geometry: null, areaHa: 0 });
  });
});

describe('vegetation masks and the non-grassland rule', () => {
  const source = testSource({
    treeCoverPercent: raster((c, r) => (inBlocks([60, 60, 90, 90])(c, r) ? 40 : 10)),
    herbaceousCoverPercent: raster((c, r) => (inBlocks([75, 60, 105, 90])(c, r) ? 10 : 50)),
    grasslandProbability: raster((c, r) => (inBlocks([110, 110, 130, 130])(c, r) ? 30 : 80)),
  });
  const tree = hectares(block(60, 60, 90, 90));
  const herbaceous = hectares(block(75, 60, 105, 90));
  const grass = hectares(block(110, 110, 130, 130));

  it('rangelandTree: tree cover above the threshold', async () => {
    expectArea(await layer('rangelandTree', source, { treePercent: 20 }), tree);
    expectArea(await layer('rangelandTree', source, { treePercent: 39 }), tree);
    expect((await layer('rangelandTree', source, { treePercent: 40 })).areaHa).toBe(0);
  });

  it('rangelandHerbaceous: herbaceous cover below the threshold', async () => {
    expectArea(await layer('rangelandHerbaceous', source, { herbaceousPercent: 20 }), herbaceous);
    expectArea(await layer('rangelandHerbaceous', source, { herbaceousPercent: 11 }), herbaceous);
    expect((await layer('rangelandHerbaceous', source, { herbaceousPercent: 10 })).areaHa).toBe(0);
  });

  it('natSemiGrasslandProbability: probability below the threshold', async () => {
    expectArea(
      await layer('natSemiGrasslandProbability', source, { natSemiProbability: 50 }),
      grass,
    );
    expectArea(
      await layer('natSemiGrasslandProbability', source, { natSemiProbability: 31 }),
      grass,
    );
    expect(
      (await layer('natSemiGrasslandProbability', source, { natSemiProbability: 30 })).areaHa,
    ).toBe(0);
  });

  it('nonGrassland is the union of the three, overlaps counted once', async () => {
    const mask = await layer('nonGrassland', source);
    // Tree (60..90) and herbaceous (75..105) blocks overlap: their union is one rectangle.
    expectArea(mask, hectares(block(60, 60, 105, 90)) + grass);
    expect(mask.areaHa).toBeLessThan(tree + herbaceous + grass);
    expect(mask.lineage.map((entry) => entry.role).sort()).toEqual([
      'grasslandProbability',
      'herbaceousCoverPercent',
      'treeCoverPercent',
    ]);
    const strict = await layer('nonGrassland', source, {
      treePercent: 40,
      herbaceousPercent: 10,
      natSemiProbability: 30,
    });
    expect(strict).toMatchObject({ status: 'success', areaHa: 0 });
  });

  it('a cover product without the year falls back to up to two earlier years', async () => {
    const years: (number | undefined)[] = [];
    const lagging = (last: number) => ({
      ...source,
      async openRaster(request: Parameters<typeof source.openRaster>[0]) {
        years.push(request.year);
        if ((request.year ?? 0) > last) throw new DataUnavailableError(request.role, request.year);
        return source.openRaster(request);
      },
    });
    expectArea(await layer('rangelandTree', lagging(2022), { year: 2024 }), tree);
    expect(years).toEqual([2024, 2023, 2022]);
    expect((await layer('rangelandTree', lagging(2021), { year: 2024 })).status).toBe(
      'noDataAvailable',
    );
  });

  it('nonGrassland is noDataAvailable when one of its inputs is missing', async () => {
    const partial = testSource({
      treeCoverPercent: raster(() => 50),
      herbaceousCoverPercent: raster(() => 50),
    });
    const mask = await layer('nonGrassland', partial);
    expect(mask).toMatchObject({ status: 'noDataAvailable', geometry: null, areaHa: 0 });
  });
});

describe('transportation', () => {
  // A 22 m-wide corridor across the shape east-west and a 12 m one north-south.
  const dLat = 0.0001;
  const dLon = 0.00007;
  const strip = (w: number, s: number, e: number, n: number) => ({
    type: 'MultiPolygon' as const,
    coordinates: [
      [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    ],
  });
  const horizontal = strip(-100.01, 40.1 - dLat, -99.79, 40.1 + dLat);
  const vertical = strip(-99.9 - dLon, 40, -99.9 + dLon, 40.2);

  it('merges the road corridors and clips them to the shape', async () => {
    const mask = await layer('transportation', testSource({}, [horizontal, vertical]));
    const expected =
      hectares(strip(-99.95, 40.1 - dLat, -99.85, 40.1 + dLat)) +
      hectares(strip(-99.9 - dLon, 40.05, -99.9 + dLon, 40.15)) -
      hectares(strip(-99.9 - dLon, 40.1 - dLat, -99.9 + dLon, 40.1 + dLat));
    expect(mask.status).toBe('success');
    expect(mask.scale).toBeNull();
    expect(relative(mask.areaHa, expected)).toBeLessThan(1e-6);
    expect(outsideHa(mask.geometry, SHAPE)).toBeLessThan(1e-6);
  });

  it('is noDataAvailable without a road dataset', async () => {
    expect((await layer('transportation', testSource({}))).status).toBe('noDataAvailable');
  });
});

describe('mask sets', () => {
  const source = testSource({
    landCover,
    treeCoverPercent: raster((c, r) => (inBlocks([60, 60, 90, 90])(c, r) ? 40 : 10)),
    herbaceousCoverPercent: raster((c, r) => (inBlocks([75, 60, 105, 90])(c, r) ? 10 : 50)),
    grasslandProbability: raster((c, r) => (inBlocks([110, 110, 130, 130])(c, r) ? 30 : 80)),
  });

  it('merged = the union of the masks (a pixel masked twice counts once); gross = net + merged', async () => {
    const set = await computeMaskSet({
      shape: SHAPE,
      options: {
        ...OPTIONS,
        masks: ['rangelandTree', 'rangelandHerbaceous', 'nonGrassland', 'built', 'transportation'],
      },
      sources: source,
      signal,
    });
    expect(set.masks.map((mask) => [mask.type, mask.status])).toEqual([
      ['rangelandTree', 'success'],
      ['rangelandHerbaceous', 'success'],
      ['nonGrassland', 'success'],
      ['built', 'success'],
      ['transportation', 'noDataAvailable'],
    ]);
    // built (60..80 x 60..80) lies inside the tree block; its other block is apart.
    const expected =
      hectares(block(60, 60, 105, 90)) +
      hectares(block(110, 110, 130, 130)) +
      hectares(block(50, 130, 55, 140));
    expect(relative(set.mergedHa, expected)).toBeLessThan(1e-9);
    const sum = set.masks.reduce((total, mask) => total + mask.areaHa, 0);
    expect(sum).toBeGreaterThan(set.mergedHa * 1.5);
    expect(relative(set.grossHa, hectares(SHAPE))).toBeLessThan(1e-12);
    expect(relative(set.netHa + set.mergedHa, set.grossHa)).toBeLessThan(1e-6);
    expect(relative(hectares(set.net), set.netHa)).toBeLessThan(1e-6);
    expect(outsideHa(set.merged, SHAPE)).toBeLessThan(1e-6);
    for (const mask of set.masks) expect(outsideHa(mask.geometry, SHAPE)).toBeLessThan(1e-6);
    // The land-cover raster is read once per distinct request.
    expect(source.requests.filter((role) => role === 'landCover')).toHaveLength(1);
  });

  it('maskSetGeometry clips an uploaded mask that extends beyond the shape', () => {
    const upload = block(0, 0, 100, 100); // overlaps the shape's north-west quarter
    const set = maskSetGeometry(SHAPE, [upload, null, block(60, 60, 70, 70)]);
    expect(relative(set.mergedHa, hectares(block(50, 50, 100, 100)))).toBeLessThan(1e-9);
    expect(relative(set.netHa + set.mergedHa, set.grossHa)).toBeLessThan(1e-6);
    expect(outsideHa(set.merged, SHAPE)).toBeLessThan(1e-6);
    const none = maskSetGeometry(SHAPE, []);
    expect(none.merged).toBeNull();
    expect(none.netHa).toBe(none.grossHa);
    expect(relative(hectares(none.net), none.grossHa)).toBeLessThan(1e-9);
  });

  it('a layer whose dataset has no year is noDataAvailable, the set still succeeds', async () => {
    const set = await computeMaskSet({
      shape: SHAPE,
      options: { ...OPTIONS, masks: ['built', 'slope'] },
      sources: testSource({ landCover }),
      signal,
    });
    expect(set.masks.map((mask) => mask.status)).toEqual(['success', 'noDataAvailable']);
    expect(relative(set.mergedHa, set.masks[0]?.areaHa ?? 0)).toBeLessThan(1e-9);
  });

  it('a shape mostly outside the raster is noDataAvailable', async () => {
    const shape = block(150, 150, 300, 300);
    const mask = await computeMaskLayer({
      shape,
      layer: 'built',
      options: OPTIONS,
      sources: testSource({ landCover }),
      signal,
    });
    expect(mask.status).toBe('noDataAvailable');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      computeMaskLayer({
        shape: SHAPE,
        layer: 'built',
        options: OPTIONS,
        sources: testSource({ landCover }),
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});

it('polygonBoolean difference and intersection agree with the areas', () => {
  const a = block(0, 0, 10, 10);
  const b = block(5, 0, 15, 10);
  const both = polygonBoolean('intersection', [a], [b]);
  expect(relative(hectares(both), hectares(block(5, 0, 10, 10)))).toBeLessThan(1e-9);
  expect(
    relative(hectares(polygonBoolean('union', [a, b])), hectares(block(0, 0, 15, 10))),
  ).toBeLessThan(1e-9);
});

describe('a projected raster (UTM, as the Esri land cover)', () => {
  it('traces in the raster grid and returns longitude and latitude', async () => {
    // EPSG:32614 (UTM 14N), 100 m pixels from (400000, 4460000); built block columns 20..40, rows 30..50.
    const t = [400_000, 100, 0, 4_460_000, 0, -100] as const;
    const data = new Float32Array(100 * 100).fill(2);
    for (let row = 30; row < 50; row++)
      for (let column = 20; column < 40; column++) data[row * 100 + column] = 6;
    const utm: InMemoryRaster = {
      width: 100,
      height: 100,
      geoTransform: t,
      crs: 'EPSG:32614',
      noData: null,
      dataType: 'float32',
      data,
    };
    const converter = lonLatConverter('EPSG:32614');
    const corner = (column: number, row: number) =>
      converter.inverse([t[0] + column * t[1], t[3] + row * t[5]]) as [number, number];
    const ring = (c0: number, r0: number, c1: number, r1: number) => [
      corner(c0, r1),
      corner(c1, r1),
      corner(c1, r0),
      corner(c0, r0),
      corner(c0, r1),
    ];
    const shape: MultiPolygon = { type: 'MultiPolygon', coordinates: [[ring(10, 10, 90, 90)]] };
    const mask = await computeMaskLayer({
      shape,
      layer: 'built',
      options: OPTIONS,
      sources: testSource({ landCover: utm }),
      signal,
    });
    expect(mask.status).toBe('success');
    expect(mask.scale).toBe(100);
    const expected = hectares({ type: 'Polygon', coordinates: [ring(20, 30, 40, 50)] });
    expect(relative(mask.areaHa, expected)).toBeLessThan(1e-6);
    // ~400 ha: 20 x 20 pixels of 1 ha, shrunk by UTM's scale factor (0.9996²) at the zone's edge.
    expect(mask.areaHa).toBeGreaterThan(398);
    expect(mask.areaHa).toBeLessThan(402);
  });
});
