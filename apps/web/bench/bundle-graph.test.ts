import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  chunksByPackage,
  modulesInSeveralChunks,
  packageOf,
  staticClosure,
  totalGzipBytes,
} from './bundle-graph';

function chunk(fileName: string, gzipBytes: number, imports: string[], moduleIds: string[] = []) {
  return { fileName, gzipBytes, imports, moduleIds, build: 'main' } satisfies BuiltChunk;
}

// index -> shared -> runtime; the wizard's lazy chunk -> shared and map; results apart.
const build = new Map(
  [
    chunk('index.js', 100, ['shared.js']),
    chunk('shared.js', 50, ['runtime.js']),
    chunk('runtime.js', 1, []),
    chunk('wizard.js', 60, ['shared.js', 'map.js']),
    chunk('map.js', 300, ['runtime.js']),
    chunk('results.js', 20, ['shared.js']),
  ].map((entry) => [entry.fileName, entry]),
);

describe('staticClosure', () => {
  it('follows static imports transitively, each file once', () => {
    expect(staticClosure(build, ['index.js'])).toEqual(['index.js', 'runtime.js', 'shared.js']);
    expect(staticClosure(build, ['index.js', 'wizard.js'])).toEqual([
      'index.js',
      'map.js',
      'runtime.js',
      'shared.js',
      'wizard.js',
    ]);
  });

  it('leaves out lazy chunks the page does not render', () => {
    expect(staticClosure(build, ['index.js', 'wizard.js'])).not.toContain('results.js');
  });

  it('refuses a file the build does not have', () => {
    expect(() => staticClosure(build, ['missing.js'])).toThrow('missing.js');
  });
});

describe('totalGzipBytes', () => {
  it('adds the files of a page', () => {
    expect(totalGzipBytes(build, staticClosure(build, ['index.js', 'wizard.js']))).toBe(511);
  });
});

describe('packageOf', () => {
  it('names plain and scoped packages, the innermost node_modules winning', () => {
    expect(packageOf('/repo/node_modules/proj4/dist/proj4-src.js')).toBe('proj4');
    expect(packageOf('/repo/node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(packageOf('/repo/node_modules/a/node_modules/pako/index.js')).toBe('pako');
  });

  it('names no package for the app and workspace sources', () => {
    expect(packageOf('/repo/packages/geometry/src/extent.ts')).toBeUndefined();
  });
});

describe('library duplication', () => {
  const main = chunk('index.js', 1, [], ['/r/node_modules/jszip/lib/index.js', '/r/src/a.ts']);
  const worker = {
    ...chunk('geometry.worker.js', 1, [], ['/r/node_modules/jszip/lib/index.js']),
    build: 'worker' as const,
  };

  it('lists the files each package ships in', () => {
    expect(chunksByPackage([main, worker])).toEqual(
      new Map([['jszip', ['geometry.worker.js', 'index.js']]]),
    );
  });

  it('finds a module bundled both on the page and in a worker', () => {
    expect(modulesInSeveralChunks([main, worker])).toEqual(
      new Map([['/r/node_modules/jszip/lib/index.js', ['index.js', 'geometry.worker.js']]]),
    );
  });
});
