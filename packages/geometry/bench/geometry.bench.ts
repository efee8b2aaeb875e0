/**
 * Geometry benchmark: prints figures, asserts nothing. Run `npm run bench` from the repository
 * root, or `node --import tsx packages/geometry/bench/geometry.bench.ts`. The data is generated
 * with a fixed seed (`test/generate-shapes.ts`): a ranch MultiPolygon of ~48,000 vertices with
 * 24 holes and 6 detached paddocks, plus 200 small drawn polygons overlapping it and each other.
 * Each figure is the median of several runs after warm-up runs, then the best run: on a shared
 * machine the best run is the uncontended figure.
 */
import { availableParallelism, loadavg } from 'node:os';
import turfArea from '@turf/area';
import turfUnion from '@turf/union';
import geodesic from 'geographiclib-geodesic';
import type { Position } from 'geojson';
import { dissolveShapes } from '../src/dissolve-shapes.js';
import { dropSmallRings } from '../src/drop-small-rings.js';
import { geodesicAreaSquareMeters } from '../src/geodesic-area.js';
import { polygonsOf } from '../src/shape-parts.js';
import { simplifyShapes } from '../src/simplify-shapes.js';
import type { ShapeCollection } from '../src/types.js';
import { benchmarkShapes, vertexCount } from '../test/generate-shapes.js';
import { hausdorffMeters } from '../test/hausdorff.js';

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
row('mapshaper, measured on this machine (issue)', reference(110), 'static reference');
row('result', `${vertexCount(dissolveShapes(all))} vertices`.padStart(10));

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
