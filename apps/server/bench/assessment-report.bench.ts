/**
 * The assessment's PDF report (issue 21, docs/assessment-report.md "Rendering"): how long the
 * fixture's finished assessment (12 tools, 10 succeeded, 20 charts, 2 raster maps stitched from
 * COG tiles) takes to render, and how much memory it takes, in process (the renderer on this
 * thread, after a first cold run that loads its modules and fonts) and through the compute pool
 * (a fresh thread: modules, the input's structured clone, the PDF moved back), the way the
 * report job runs it. Goal: under 10 s for a finished assessment. Prints figures; asserts
 * nothing. `npm run bench`, or `node --import tsx bench/assessment-report.bench.ts`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cacheFileName, defaultCacheDirectory } from '@ecotone/analysis/node';
import { createComputePool } from '../src/compute/compute-pool.js';
import { renderAssessmentReport } from '../src/reports/render/render-report.js';
import { reportInputFixture } from '../src/reports/render/report-input.fixture.js';
import type { ReportInput } from '../src/reports/report-input.js';

const RUNS = 5;
const LARGE_VERTICES = 20_000;
const LARGE_SPECIES_COPIES = 25;
const GOAL_MS = 10_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The highest RSS of this process (every thread) while `work` runs, sampled every 10 ms. */
async function peakRss<T>(
  work: () => Promise<T>,
): Promise<{ value: T; peak: number; before: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peak, before };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The fixture made heavy: its shape as a ring of 20,000 vertices (a wavy circle over the same
 * ranch) and 25 copies of its species list (575 species: a tropical site's Red List overlap).
 */
function large(input: ReportInput): ReportInput {
  const ring = Array.from({ length: LARGE_VERTICES + 1 }, (_, index) => {
    const angle = (index / LARGE_VERTICES) * 2 * Math.PI;
    const radius = 0.025 * (1 + 0.08 * Math.sin(angle * 40));
    return [-105.306 + radius * Math.cos(angle) * 1.3, 40.311 + radius * Math.sin(angle)];
  });
  return {
    ...input,
    shape: [[ring]],
    results: input.results.map((result) => {
      if (result.scriptType !== 'biodiversityContext') return result;
      const species = (result.results.values.species ?? []) as { scientificName: string }[];
      const copies = Array.from({ length: LARGE_SPECIES_COPIES }, (_, copy) =>
        species.map((record) => ({
          ...record,
          scientificName: `${record.scientificName} ${copy + 1}`,
        })),
      ).flat();
      return {
        ...result,
        results: { ...result.results, values: { ...result.results.values, species: copies } },
      };
    }),
  };
}

async function main() {
  const directory = mkdtempSync(path.join(tmpdir(), 'report-bench-'));
  const input = reportInputFixture({ directory, language: 'en', unitSystem: 'metric' });
  const boundaries = existsSync(path.join(defaultCacheDirectory(), cacheFileName()));
  console.log(
    `${new Date().toISOString()} · ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(
        ' ',
      )} · Natural Earth boundaries on the cover: ${boundaries ? 'yes' : 'no (no admin-1 cache file)'}`,
  );
  try {
    const cold = await peakRss(async () => {
      const start = performance.now();
      const output = await renderAssessmentReport(input);
      return { ms: performance.now() - start, output };
    });
    const warm: number[] = [];
    const heap: number[] = [];
    const warmPeak = await peakRss(async () => {
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        await renderAssessmentReport(input);
        warm.push(performance.now() - start);
        heap.push(process.memoryUsage().heapUsed);
      }
    });
    const heavy = large(input);
    const heavyRuns: number[] = [];
    let heavyPages = 0;
    const heavyPeak = await peakRss(async () => {
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        heavyPages = (await renderAssessmentReport(heavy)).pageCount;
        heavyRuns.push(performance.now() - start);
      }
    });
    const pool = createComputePool({ timeoutMs: 120_000, memoryMb: 1024 }, { threads: 1 });
    const pooled: number[] = [];
    const poolPeak = await peakRss(async () => {
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        await pool.run('assessmentReport', input);
        pooled.push(performance.now() - start);
      }
    });
    await pool.close();
    const { output } = cold.value;
    console.log(
      `\nreport: ${output.pageCount} pages, ${(output.pdf.length / 1024).toFixed(0)} KB, ${input.summary.tools.length} tools, ${input.mapLayers.length} maps\n`,
    );
    console.log(
      `| ${'render'.padEnd(46)} | ${'time'.padStart(9)} | ${'memory'.padStart(28)} | goal |`,
    );
    console.log(`|${'-'.repeat(48)}|${'-'.repeat(11)}|${'-'.repeat(30)}|------|`);
    const row = (label: string, ms: number, memory: string) =>
      console.log(
        `| ${label.padEnd(46)} | ${`${(ms / 1000).toFixed(2)} s`.padStart(9)} | ${memory.padStart(28)} | ${ms < GOAL_MS ? 'met ' : 'MISS'} |`,
      );
    row(
      'in process, first run (modules, fonts)',
      cold.value.ms,
      `RSS +${mb(cold.peak - cold.before)}`,
    );
    row(
      `in process, median of ${RUNS}`,
      median(warm),
      `heap ${mb(Math.max(...heap))}, RSS +${mb(warmPeak.peak - warmPeak.before)}`,
    );
    row(
      `large: 20k vertices, 575 species, ${heavyPages} pages`,
      median(heavyRuns),
      `RSS +${mb(heavyPeak.peak - heavyPeak.before)}`,
    );
    row(
      'compute pool (fresh thread), median of 3',
      median(pooled),
      `RSS +${mb(poolPeak.peak - poolPeak.before)} (thread)`,
    );
    console.log(`\ngoal: < ${GOAL_MS / 1000} s for a finished assessment`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
