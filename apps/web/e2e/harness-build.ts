import { build } from 'vite';

/**
 * A harness page's script (snapshot-harness.tsx, carbon-harness.tsx) and everything it imports,
 * built in memory as one classic script for `page.addScriptTag`, with the production JSX runtime.
 */
export async function buildHarnessScript(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
    // The production JSX runtime: under vitest NODE_ENV is 'test', which would pick the dev one.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'harness' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results)
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  throw new Error(`The harness ${entry} did not build`);
}
