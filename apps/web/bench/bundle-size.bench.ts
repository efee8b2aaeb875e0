/**
 * The weight of the web app's JavaScript: builds it (Vite, in memory, nothing written) and prints
 * the gzipped bytes a visitor's first load of the landing page and a user's first load of the
 * wizard fetch on the page's thread, against the goals (issue 12: landing at most 250 kB, wizard
 * at most 600 kB), then the workers, then which file each npm package ships in and any module
 * shipped in two files. Prints figures; asserts nothing. `npm run bench`, or
 * `node --import tsx bench/bundle-size.bench.ts` from apps/web (BENCH_FILES=1 lists each page's files).
 *
 * A page's files are the entry's static-import closure (the HTML's script and modulepreloads)
 * plus the closure of each lazy chunk the page renders (bundle-graph.ts). Workers start when a
 * map or a shape import first needs them, off the page's thread, and are listed apart.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import {
  type BuiltChunk,
  chunksByPackage,
  modulesInSeveralChunks,
  staticClosure,
  totalGzipBytes,
} from './bundle-graph.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each page: the lazy modules it renders on a first load (besides the entry). */
const PAGES = [
  { name: 'landing (/ signed out)', goalKb: 250, lazy: ['src/features/landing/landing-page.tsx'] },
  {
    name: 'wizard (/assessments/new)',
    goalKb: 600,
    lazy: ['src/features/shell/app-shell.tsx', 'src/features/wizard/new-assessment-wizard.tsx'],
  },
  {
    name: 'results (/analysis-manager/results/:id)',
    lazy: [
      'src/features/shell/app-shell.tsx',
      'src/features/analysis-results/analysis-results-page.tsx',
    ],
  },
  {
    name: 'assessment (/assessment/:id)',
    lazy: ['src/features/shell/app-shell.tsx', 'src/features/assessment/assessment-page.tsx'],
  },
  {
    name: 'shapefiles (/shapefile-manager)',
    lazy: [
      'src/features/shell/app-shell.tsx',
      'src/features/shapefiles/shapefile-manager-page.tsx',
    ],
  },
] as const;

const chunks = new Map<string, BuiltChunk>();
const entryFiles: string[] = [];
/** Lazy chunk file by its module path relative to apps/web. */
const lazyFiles = new Map<string, string>();
/** JavaScript Vite copies as it is (MapLibre's prebuilt worker): file and gzipped bytes. */
const copiedScripts = new Map<string, number>();

function collect(kind: BuiltChunk['build']): Plugin {
  return {
    name: `bundle-size-${kind}`,
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          if (/\.m?js$/.test(output.fileName) && !chunks.has(output.fileName)) {
            copiedScripts.set(output.fileName, gzipSync(output.source).length);
          }
          continue;
        }
        chunks.set(output.fileName, {
          fileName: output.fileName,
          gzipBytes: gzipSync(output.code).length,
          imports: output.imports,
          moduleIds: Object.keys(output.modules),
          build: kind,
        });
        if (kind === 'worker') copiedScripts.delete(output.fileName);
        if (kind === 'main' && output.isEntry) entryFiles.push(output.fileName);
        if (kind === 'main' && output.isDynamicEntry && output.facadeModuleId) {
          lazyFiles.set(path.relative(webRoot, output.facadeModuleId), output.fileName);
        }
      }
    },
  };
}

await build({
  root: webRoot,
  logLevel: 'warn',
  plugins: [collect('main')],
  worker: { plugins: () => [collect('worker')] },
  build: { write: false },
});
// Worker files reach the page's bundle as assets: keep only the ones nobody bundled.
for (const fileName of chunks.keys()) copiedScripts.delete(fileName);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

console.log('First load, JavaScript on the page thread (gzip):');
for (const page of PAGES) {
  const roots = [
    ...entryFiles,
    ...page.lazy.map((module) => {
      const file = lazyFiles.get(module);
      if (!file) throw new Error(`${module} is not a lazy chunk of the build`);
      return file;
    }),
  ];
  const files = staticClosure(chunks, roots);
  const bytes = totalGzipBytes(chunks, files);
  const goal =
    'goalKb' in page
      ? ` (goal ≤ ${page.goalKb} kB: ${bytes <= page.goalKb * 1000 ? 'met' : 'MISSED'})`
      : '';
  console.log(`  ${page.name.padEnd(42)} ${kb(bytes).padStart(9)}${goal}, ${files.length} files`);
  if (process.env.BENCH_FILES) {
    for (const file of files)
      console.log(`      ${file.padEnd(46)} ${kb(chunks.get(file)?.gzipBytes ?? 0)}`);
  }
}

console.log('\nWorkers (started on first use, gzip):');
for (const chunk of chunks.values()) {
  if (chunk.build === 'worker')
    console.log(`  ${chunk.fileName.padEnd(48)} ${kb(chunk.gzipBytes)}`);
}
for (const [fileName, bytes] of copiedScripts) {
  console.log(`  ${fileName.padEnd(48)} ${kb(bytes)} (prebuilt, as its package ships it)`);
}

console.log('\nFiles each npm package ships in:');
for (const [name, files] of chunksByPackage(chunks.values())) {
  console.log(`  ${name.padEnd(34)} ${files.join(', ')}`);
}

const twice = modulesInSeveralChunks(chunks.values());
console.log(`\nModules shipped in more than one file: ${twice.size}`);
for (const [moduleId, files] of twice) {
  console.log(`  ${path.relative(webRoot, moduleId)}: ${files.join(', ')}`);
}
