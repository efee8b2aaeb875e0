/**
 * Geometry benchmark: prints figures, asserts nothing. Run `npm run bench` from the repository
 * root, or `node --import tsx packages/geometry/bench/geometry.bench.ts`. The data is generated
 * with a fixed seed: a ranch MultiPolygon of ~48,000 vertices with 24 holes and 6 detached
 * paddocks, plus 200 small drawn polygons overlapping it and each other (`test/generate-shapes.ts`);
 * and 39 adjacent districts with shared borders, 25,311 vertices in a Lambert conformal conic
 * brought back to longitude and latitude, one cell left out as a gap (issue 12,
 * `test/generate-districts.ts`). mapshaper (`-dissolve2`, through its API on the GeoJSON object:
 * its figure includes reading and writing GeoJSON) runs on the same input. Each figure is the
 * median of several runs after warm-up runs, then the best run: on a shared machine the best run
 * is the uncontended figure.
 */
import { availableParallelism, loadavg } from 'node:os';
import turfArea from '@turf/area';
import turfUnion from '@turf/union';
import geodesic from 'geographiclib-geodesic';
import type { Position } from 'geojson';
import { cleanUpShapes } from '../src/clean-up-shapes.js';
import { dissolveShapes } from '../src/dissolve-shapes.js';
import { dropSmallRings } from '../src/drop-small-rings.js';
import { geodesicAreaSquareMeters } from '../src/geodesic-area.js';
import { repairShapes } from '../src/repair-shapes.js';
import { polygonsOf } from '../src/shape-parts.js';
import { simplifyShapes } from '../src/simplify-shapes.js';
import type { ShapeCollection } from '../src/types.js';
import { benchmarkDistricts } from '../test/generate-districts.js';
import { benchmarkShapes, vertexCount } from '../test/generate-shapes.js';
import { hausdorffMeters } from '../test/hausdorff.js';
import { loadMapshaper } from './reference-tools.js';

const mapshaper = loadMapshaper();

interface Timing {
  median: number;
  best: number;
}

function timed(run: () => unknown, { warmUp = 5, runs = 15 } = {}): Timing {
  for (let index = 0; index < warmUp; index++) run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] ?? Number.NaN,
    best: times[0] ?? Number.NaN,
  };
}

async function timedAsync(
  run: () => Promise<unknown>,
  { warmUp = 3, runs = 9 } = {},
): Promise<Timing> {
  for (let index = 0; index < warmUp; index++) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] ?? Number.NaN,
    best: times[0] ?? Number.NaN,
  };
}

/** mapshaper's `-dissolve2` on a copy of the collection (its import may change the object). */
async function mapshaperDissolve(collection: ShapeCollection, options = ''): Promise<unknown> {
  if (!mapshaper) throw new Error('mapshaper is not available');
  const input = structuredClone(collection);
  const output = await mapshaper.applyCommands(`-i in.json ${options} -dissolve2 -o out.json`, {
    'in.json': input,
  });
  return JSON.parse(String(output['out.json']));
}

/** Parts and rings of a mapshaper answer (a GeometryCollection of one geometry). */
function partsOf(answer: unknown): string {
  const geometry = (answer as { geometries: { type: string; coordinates: unknown[] }[] })
    .geometries[0];
  const polygons = (
    geometry?.type === 'Polygon' ? [geometry.coordinates] : (geometry?.coordinates ?? [])
  ) as unknown[][];
  return `${polygons.length} polygons, ${polygons.flat().length} rings`;
}

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const ms = (value: number) => `${fixed(value)} ms`.padStart(10);
const both = ({ median, best }: Timing, scale = 1) =>
  `${ms(median * scale)} ${`(best ${fixed(best * scale)})`.padEnd(14)}`;
const reference = (value: number) => `${ms(value)} ${''.padEnd(14)}`;
const row = (label: string, value: string, note = '') =>
  console.log(`  ${label.padEnd(46)}${value}  ${note}`);

/** GeographicLib's polygon area over every ring, holes subtracted. */
function geographiclibArea(collection: ShapeCollection): number {
  let total = 0;
  for (const feature of collection.features) {
    for (const rings of polygonsOf(feature.geometry)) {
      rings.forEach((ring, index) => {
        const polygon = geodesic.Geodesic.WGS84.Polygon(false);
        for (const [lng = 0, lat = 0] of ring.slice(0, -1)) polygon.AddPoint(lat, lng);
        const area = Math.abs(polygon.Compute(false, true).area ?? 0);
        total += index === 0 ? area : -area;
      });
    }
  }
  return total;
}

const ringsOf = (collection: ShapeCollection): Position[][] =>
  collection.features.flatMap((feature) => polygonsOf(feature.geometry).flat());

const { ranch, all } = benchmarkShapes();
const [load = 0] = loadavg();
console.log(
  `data: ranch ${vertexCount(ranch)} vertices; with 200 drawn polygons ${vertexCount(all)}`,
);
console.log(`machine: ${availableParallelism()} cores, load average ${load.toFixed(2)}`);
console.log('figures: median (best run)');

console.log('\ndissolve (the ranch and the 200 drawn polygons), target <= 100 ms');
row('ours (clipper-lib + chord reduction)', both(timed(() => dissolveShapes(all))));
row(
  '@turf/union (polyclip-ts), in process',
  both(timed(() => turfUnion(all), { warmUp: 1, runs: 3 })),
);
if (mapshaper)
  row('mapshaper -dissolve2, in process', both(await timedAsync(() => mapshaperDissolve(all))));
row('result', `${vertexCount(dissolveShapes(all))} vertices`.padStart(10));

const districts = benchmarkDistricts();
console.log(
  `\ndissolve (${districts.features.length} adjacent districts, ${vertexCount(districts)} vertices),` +
    ' target < 1 s and <= 1.5x mapshaper',
);
const oursDistricts = timed(() => dissolveShapes(districts), { warmUp: 10, runs: 15 });
row('ours (shared borders cancelled, then Clipper)', both(oursDistricts));
if (mapshaper) {
  const plain = await timedAsync(() => mapshaperDissolve(districts), { warmUp: 10, runs: 15 });
  row('mapshaper -dissolve2, in process', both(plain));
  const snapped = await timedAsync(() => mapshaperDissolve(districts, 'snap'), {
    warmUp: 10,
    runs: 15,
  });
  row('mapshaper -i snap -dissolve2, in process', both(snapped));
  row(
    'ours / mapshaper -i snap -dissolve2',
    `${(oursDistricts.median / snapped.median).toFixed(2)}x`.padStart(10),
    `best ${(oursDistricts.best / snapped.best).toFixed(2)}x`,
  );
}
const [dissolvedDistricts] = dissolveShapes(districts).features;
row(
  'result, ours',
  partsOf({ geometries: [dissolvedDistricts?.geometry] }).padStart(10),
  `${vertexCount(dissolveShapes(districts))} vertices`,
);
if (mapshaper) {
  row('result, mapshaper -dissolve2', partsOf(await mapshaperDissolve(districts)).padStart(10));
  row('result, mapshaper -i snap -dissolve2', partsOf(await mapshaperDissolve(districts, 'snap')));
}
const oneMultiPolygon: ShapeCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: districts.features.flatMap((feature) => polygonsOf(feature.geometry)),
      },
    },
  ],
};
row(
  'repair, the districts as parts of one MultiPolygon',
  both(timed(() => repairShapes(oneMultiPolygon), { warmUp: 5, runs: 11 })),
);
row(
  'clean-up (repair, dissolve, simplify 20 m, drop)',
  both(timed(() => cleanUpShapes(districts), { warmUp: 10, runs: 15 })),
  'target < 1 s',
);

console.log('\nsimplify 20 m + drop rings < 5,000 m² (the ranch), target <= 10 ms');
const simplifyAndDrop = () => dropSmallRings(simplifyShapes(ranch, 20), 5000);
row('ours, reprojection included', both(timed(simplifyAndDrop, { warmUp: 10, runs: 31 })));
row('of which simplify', both(timed(() => simplifyShapes(ranch, 20), { warmUp: 10, runs: 31 })));
row('PostGIS, measured (issue)', reference(10.7), 'static reference');
const simplified = simplifyShapes(ranch, 20);
const after = ringsOf(simplified);
const hausdorff = Math.max(
  ...ringsOf(ranch).map((ring, index) => hausdorffMeters(ring, after[index] ?? [], 0.5)),
);
const dropped = vertexCount(simplifyAndDrop());
row(
  'result',
  `${vertexCount(simplified)} vertices`.padStart(10),
  `${dropped} after dropping rings`,
);
row(
  'Hausdorff distance, worst ring',
  `${hausdorff.toFixed(3)} m`.padStart(10),
  '<= 20 m (aeqd, 0.5 m samples)',
);

console.log('\narea (the ranch), per 50,000 vertices, target <= 1 ms and relative error <= 1e-7');
const perFiftyThousand = 50_000 / vertexCount(ranch);
const geometry = ranch.features[0]?.geometry ?? { type: 'Polygon', coordinates: [] };
const oursTiming = timed(() => geodesicAreaSquareMeters(geometry), { warmUp: 50, runs: 101 });
row('ours (authalic series + geodesic bulge)', both(oursTiming, perFiftyThousand));
const geographiclibTiming = timed(() => geographiclibArea(ranch), { warmUp: 2, runs: 5 });
row('geographiclib Polygon, in process', both(geographiclibTiming, perFiftyThousand));
const turfTiming = timed(() => turfArea(ranch), { warmUp: 20, runs: 51 });
row('@turf/area (sphere), in process', both(turfTiming, perFiftyThousand));
const exact = geographiclibArea(ranch);
const relative = (value: number) => (Math.abs(value - exact) / exact).toExponential(2).padStart(10);
row('relative error, ours vs geographiclib', relative(geodesicAreaSquareMeters(geometry)));
row('relative error, @turf/area vs geographiclib', relative(turfArea(ranch)));

const memory = process.memoryUsage();
const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
console.log(`\nmemory: resident ${mebibytes(memory.rss)}, heap used ${mebibytes(memory.heapUsed)}`);
