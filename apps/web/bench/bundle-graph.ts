/**
 * What a page fetches, read from the chunks of a build: a pure walk of static imports, used by
 * bundle-size.bench.ts. A route's JavaScript is the entry's static-import closure (what the HTML
 * loads and modulepreloads) plus the closure of each lazy chunk that page renders.
 */

/** One emitted JavaScript file, as the bundler describes it. */
export interface BuiltChunk {
  fileName: string;
  /** Gzipped bytes of the file's code. */
  gzipBytes: number;
  /** Files this one imports statically: fetched before it runs. */
  imports: string[];
  /** Source module ids bundled into this file. */
  moduleIds: string[];
  /** `main` for the page's chunks, `worker` for a worker's own bundle. */
  build: 'main' | 'worker';
}

/** Every file fetched with `roots`: the roots and, transitively, what they import statically. */
export function staticClosure(chunks: ReadonlyMap<string, BuiltChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (seen.has(fileName)) continue;
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`No chunk named ${fileName} in the build`);
    seen.add(fileName);
    pending.push(...chunk.imports);
  }
  return [...seen].sort();
}

/** Gzipped bytes of the given files together. */
export function totalGzipBytes(chunks: ReadonlyMap<string, BuiltChunk>, files: string[]): number {
  return files.reduce((sum, fileName) => sum + (chunks.get(fileName)?.gzipBytes ?? 0), 0);
}

/**
 * The npm package a bundled module belongs to (`@scope/name` or `name`), or undefined for the
 * app's and the workspace's own sources.
 */
export function packageOf(moduleId: string): string | undefined {
  const marker = 'node_modules/';
  const at = moduleId.lastIndexOf(marker);
  if (at < 0) return undefined;
  const parts = moduleId.slice(at + marker.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** For every npm package bundled, the files it is in, sorted by package name. */
export function chunksByPackage(chunks: Iterable<BuiltChunk>): Map<string, string[]> {
  const files = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const moduleId of chunk.moduleIds) {
      const name = packageOf(moduleId);
      if (!name) continue;
      files.set(name, (files.get(name) ?? new Set()).add(chunk.fileName));
    }
  }
  return new Map(
    [...files].sort(([a], [b]) => a.localeCompare(b)).map(([name, set]) => [name, [...set].sort()]),
  );
}

/** Modules bundled into more than one file: code a visitor may download twice. */
export function modulesInSeveralChunks(chunks: Iterable<BuiltChunk>): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const moduleId of chunk.moduleIds) {
      files.set(moduleId, [...(files.get(moduleId) ?? []), chunk.fileName]);
    }
  }
  return new Map([...files].filter(([, inFiles]) => inFiles.length > 1));
}
