import { validateShapeCollection } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { contextTool } from '../../src/context/context.tool.js';
import { landCoverChangeTool } from '../../src/land-cover/land-cover-change.tool.js';
import { readWhole } from '../../src/land-cover/land-cover-layers.js';
import type { DataSource, LonLatBBox } from '../../src/sources/data-source.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import { analysisTools } from '../../src/tools/registry.js';
import { StudyAreaError, studyAreaFrame } from '../../src/tools/study-area.js';
import type { AdminAreaLookup, AnalysisTool, ToolContext } from '../../src/tools/tool.js';

/** The Fiji square of issue 11 as validation stores it: a part on each side of 180. */
function storedFiji(): MultiPolygon {
  const checked = validateShapeCollection({
    type: 'Polygon',
    coordinates: [
      [
        [179.5, -17],
        [-179.5, -17],
        [-179.5, -16],
        [179.5, -16],
        [179.5, -17],
      ],
    ],
  });
  if (!checked.valid) throw new Error(checked.reason.code);
  const geometry = checked.value.features[0]?.geometry;
  if (geometry?.type !== 'MultiPolygon') throw new Error('expected two parts');
  return geometry;
}
/**
 * The same square with every longitude on one side (east of 180, in one piece), with the
 * vertices the cut adds on 180: edges are geodesics, and a degree-long one along a parallel
 * bulges ~70 m further than its two halves, which would move areas along it by hundreds of ha.
 */
const oneSide: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [179.5, -17],
        [180, -17],
        [180.5, -17],
        [180.5, -16],
        [180, -16],
        [179.5, -16],
        [179.5, -17],
      ],
    ],
  ],
};

/** The synthetic source, recording every box asked for. */
function recordingSource() {
  const synthetic = createSyntheticSource();
  const boxes: LonLatBBox[] = [];
  const source: DataSource = {
    openRaster: (request, signal) => {
      boxes.push(request.bbox);
      return synthetic.openRaster(request, signal);
    },
    queryVector: (request, signal) => {
      boxes.push(request.bbox);
      return synthetic.queryVector(request, signal);
    },
  };
  return { source, boxes };
}

const admin: AdminAreaLookup & { seen: MultiPolygon[] } = {
  seen: [],
  async areasOf(shape) {
    admin.seen.push(shape);
    return { countries: [], states: [], lineage: [] };
  },
};

function contextOf(shape: MultiPolygon, sources: DataSource, inputs = {}): ToolContext {
  return {
    shape,
    inputs,
    sources,
    admin,
    signal: new AbortController().signal,
    progress: () => {},
    now: new Date('2025-06-01T00:00:00Z'),
  };
}

const run = (tool: AnalysisTool | undefined, shape: MultiPolygon, inputs = {}) => {
  if (!tool) throw new Error('tool missing from the registry');
  const { source, boxes } = recordingSource();
  return tool.run(contextOf(shape, source, inputs)).then((result) => ({ result, boxes }));
};

describe('analyses of a shape across the antimeridian', () => {
  it('hand tools one contiguous frame about a degree wide, not a band round the globe', () => {
    const framed = studyAreaFrame(storedFiji());
    const longitudes = framed.coordinates.flat(2).map(([longitude = 0]) => longitude);
    expect(Math.min(...longitudes)).toBe(179.5);
    expect(Math.max(...longitudes)).toBe(180.5);
  });

  it('context: reads about one degree and gives the values of the square on one side', {
    timeout: 60_000,
  }, async () => {
    const fiji = await run(analysisTools.context, storedFiji());
    // Boundaries are looked up in the world's frame: within ±180.
    const looked = admin.seen
      .at(-1)
      ?.coordinates.flat(2)
      .map(([longitude = 0]) => longitude);
    expect(Math.max(...(looked ?? []))).toBe(180);
    expect(Math.min(...(looked ?? []))).toBe(-180);
    for (const [west, , east] of fiji.boxes) expect(east - west).toBeLessThan(3);
    const side = await run(contextTool, oneSide);
    expectClose(fiji.result.values, side.result.values);
    expect(fiji.result.values.studyAreaHa as number).toBeCloseTo(1_181_485, -1);
  });

  it('land-cover change: the same classes and areas as the square on one side', async () => {
    const inputs = { lcDatasetName: 'modis' };
    const fiji = await run(analysisTools.landCoverChange, storedFiji(), inputs);
    for (const [west, , east] of fiji.boxes) expect(east - west).toBeLessThan(3);
    const side = await run(landCoverChangeTool, oneSide, inputs);
    expectClose(fiji.result.values, side.result.values);
    expect(fiji.result.values.studyAreaHa as number).toBeCloseTo(1_181_485, -2);
  });

  it('refuses at once a shape round a pole, beyond the map or wider than 180 degrees', async () => {
    const pole: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-180, 80],
            [-90, 80],
            [0, 80],
            [90, 80],
            [180, 80],
            [180, 90],
            [-180, 90],
            [-180, 80],
          ],
        ],
      ],
    };
    const refused = run(analysisTools.context, pole);
    await expect(refused).rejects.toBeInstanceOf(StudyAreaError);
    await expect(refused).rejects.toMatchObject({
      transient: false,
      failure: { code: 'STUDY_AREA_BEYOND_MAP' },
    });
    const ringAt80 = structuredClone(pole);
    for (const position of ringAt80.coordinates.flat(2)) if (position[1] === 90) position[1] = 84;
    expect(() => studyAreaFrame(ringAt80)).toThrow(
      expect.objectContaining({ failure: { code: 'STUDY_AREA_ROUND_THE_GLOBE', params: {} } }),
    );
    // Vertices 100 degrees apart at most: each edge goes the short way, so 200 degrees wide.
    const wide: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-100, 0],
            [0, 0],
            [100, 0],
            [100, 1],
            [0, 1],
            [-100, 1],
            [-100, 0],
          ],
        ],
      ],
    };
    expect(() => studyAreaFrame(wide)).toThrow(
      expect.objectContaining({
        failure: { code: 'STUDY_AREA_TOO_WIDE', params: { degrees: 200, limit: 180 } },
      }),
    );
  });
});

describe('the synthetic source across the antimeridian', () => {
  it('gives the pixels of -180..-179.5 to a box asked east of 180', async () => {
    const source = createSyntheticSource();
    const across = await source.openRaster({ role: 'elevation', bbox: [179.5, -17, 180.5, -16] });
    const west = await source.openRaster({ role: 'elevation', bbox: [-180, -17, -179.5, -16] });
    const a = await readWhole(across.raster);
    const b = await readWhole(west.raster);
    expect(a.width).toBe(2 * b.width);
    for (let row = 0; row < b.height; row += 97)
      for (let column = 0; column < b.width; column += 31)
        expect(a.data[row * a.width + b.width + column]).toBe(b.data[row * b.width + column]);
  });

  it('returns features east of 180 moved into the frame of the box', async () => {
    const source = createSyntheticSource();
    const across = await source.queryVector({ role: 'ecoregions', bbox: [179.5, -17, 180.5, -16] });
    const longitudes = across.features.flatMap(
      (feature) =>
        JSON.stringify(feature.geometry.coordinates)
          .match(/-?\d+(\.\d+)?(?=,)/g)
          ?.map(Number) ?? [],
    );
    expect(Math.max(...longitudes)).toBeGreaterThan(180);
    expect(Math.min(...longitudes)).toBeGreaterThanOrEqual(170);
  });
});

/** Equal values, numbers within 1e-6 (the parts are measured apart, then added). */
function expectClose(actual: unknown, expected: unknown, path = 'values'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), path).toBeLessThanOrEqual(1e-6 * Math.abs(expected) + 1e-3);
    return;
  }
  if (typeof expected !== 'object' || expected === null) {
    expect(actual, path).toEqual(expected);
    return;
  }
  expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected))
    expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
}
