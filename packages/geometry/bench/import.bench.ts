/**
 * Shapefile import: ours (DataView .shp reader + Krüger-series UTM fast path) against shpjs, both
 * in this process, on a seeded shapefile of 5,000 parcels x 100 vertices in UTM zone 13N with a
 * .dbf. Time: parse + reprojection to WGS 84, median (and fastest) of 15 runs each, taken in
 * turns after 3 warm-up rounds.
 * Memory is measured in a fresh child process per reader (RSS never shrinks, so sharing one
 * process would favour whichever runs second): peak RSS growth and heap retained by the result.
 * Prints figures; asserts nothing. `npm run bench`.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { importShapeFiles, type UploadedFile } from '../src/import/index.js';
import { parcelRecords } from '../test/files/helpers/parcels.js';
import { PRJ } from '../test/files/helpers/projections.js';
import { writeDbf } from '../test/files/helpers/write-dbf.js';
import { SHAPE_TYPE, writeShapefile } from '../test/files/helpers/write-shapefile.js';

type Reader = 'ours' | 'shpjs';
type ShpjsObject = (parts: { shp: Uint8Array; dbf: Uint8Array; prj: string }) => Promise<unknown>;

const PARCELS = 5_000;
const VERTICES = 100;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function writeFixture(directory: string): void {
  const records = parcelRecords(PARCELS, VERTICES, 13);
  const { shp, shx } = writeShapefile(SHAPE_TYPE.polygon, records);
  const fields = [
    { name: 'PARCEL_ID', type: 'N' as const, length: 8 },
    { name: 'OWNER', type: 'C' as const, length: 24 },
  ];
  const rows = records.map((_, index) => ({
    PARCEL_ID: index + 1,
    OWNER: `Propietario ${index % 97}`,
  }));
  writeFileSync(path.join(directory, 'parcels.shp'), shp);
  writeFileSync(path.join(directory, 'parcels.shx'), shx);
  writeFileSync(path.join(directory, 'parcels.dbf'), writeDbf(fields, rows));
  writeFileSync(path.join(directory, 'parcels.prj'), PRJ.utm13nEsri);
}

function readFixture(directory: string): UploadedFile[] {
  return ['shp', 'shx', 'dbf', 'prj'].map((extension) => ({
    name: `parcels.${extension}`,
    bytes: new Uint8Array(readFileSync(path.join(directory, `parcels.${extension}`))),
  }));
}

async function readerFor(which: Reader, files: UploadedFile[]): Promise<() => Promise<unknown>> {
  if (which === 'ours') {
    return async () => {
      const result = await importShapeFiles(files);
      if (!result.valid) throw new Error(JSON.stringify(result.reason));
      return result.value.collection;
    };
  }
  // A variable specifier: shpjs ships no types, and its CJS build crashes in Node (ESM only).
  const name = 'shpjs';
  const shpjs = (await import(name)) as { default: ShpjsObject };
  const bytes = (extension: string) =>
    files.find((file) => file.name.endsWith(extension))?.bytes ?? new Uint8Array();
  const prj = new TextDecoder().decode(bytes('.prj'));
  return () => shpjs.default({ shp: bytes('.shp'), dbf: bytes('.dbf'), prj });
}

interface Timing {
  median: number;
  min: number;
}

/**
 * Runs the readers in turns (warm-up rounds first), so a change of load on a shared machine
 * falls on both alike; median and fastest run of each.
 */
async function timeInTurns(
  readers: Array<() => Promise<unknown>>,
  warmUps: number,
  runs: number,
): Promise<Timing[]> {
  for (let round = 0; round < warmUps; round++) for (const run of readers) await run();
  const times: number[][] = readers.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (const [index, run] of readers.entries()) {
      const started = performance.now();
      await run();
      times[index]?.push(performance.now() - started);
    }
  }
  return times.map((list) => {
    const sorted = list.toSorted((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      min: sorted[0] ?? Number.NaN,
    };
  });
}

/** Child process: one cold run of one reader, memory before and after. */
async function measureMemory(which: Reader, directory: string): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const files = readFixture(directory);
  const run = await readerFor(which, files);
  gc();
  const before = process.memoryUsage();
  const kept = await run();
  const peakRss = process.resourceUsage().maxRSS * 1024;
  gc();
  const after = process.memoryUsage();
  process.send?.({ rss: peakRss - before.rss, heap: after.heapUsed - before.heapUsed });
  if (!kept) console.log('(nothing read)');
}

function memoryInChild(which: Reader, directory: string): Promise<{ rss: number; heap: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['memory', which, directory], {
      stdio: 'inherit',
    });
    child.once('message', (message) => resolve(message as { rss: number; heap: number }));
    child.once('error', reject);
  });
}

async function main(): Promise<void> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-import-bench-'));
  try {
    writeFixture(directory);
    const files = readFixture(directory);
    const size = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
    console.log(
      `shapefile: ${PARCELS} parcels x ${VERTICES} vertices, UTM 13N, ${megabytes(size)} (.shp+.shx+.dbf+.prj)`,
    );
    const ours = await readerFor('ours', files);
    const shpjs = await readerFor('shpjs', files);
    const [oursTime, shpjsTime] = await timeInTurns([ours, shpjs], 3, 15);
    const oursMemory = await memoryInChild('ours', directory);
    const shpjsMemory = await memoryInChild('shpjs', directory);
    const row = (name: string, time: Timing, memory: { rss: number; heap: number }) =>
      `${name.padEnd(6)} ${`${time.median.toFixed(0)} ms`.padStart(7)} ${`(${time.min.toFixed(0)})`.padStart(6)}` +
      `   peak RSS +${megabytes(memory.rss).padStart(7)}   heap kept +${megabytes(memory.heap)}`;
    console.log('reader  median (min)   memory, cold run in a fresh process');
    console.log(row('ours', oursTime ?? { median: Number.NaN, min: Number.NaN }, oursMemory));
    console.log(row('shpjs', shpjsTime ?? { median: Number.NaN, min: Number.NaN }, shpjsMemory));
    const ratio = (oursTime?.median ?? Number.NaN) / (shpjsTime?.median ?? Number.NaN);
    console.log(`ours / shpjs (median time): ${ratio.toFixed(2)}`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const [mode, which, directory] = process.argv.slice(2);
if (mode === 'memory' && (which === 'ours' || which === 'shpjs') && directory)
  await measureMemory(which, directory);
else await main();
