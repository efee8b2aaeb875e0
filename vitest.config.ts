import { defineConfig } from 'vitest/config';

/**
 * Three tiers (docs/testing.md). Integration and browser tests share one PGlite instance per
 * run (~1 GB each), so they run in a single worker without isolation.
 */
const oneProcess = {
  pool: 'forks',
  maxWorkers: 1,
  isolate: false,
  fileParallelism: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.int.test.ts'],
          ...oneProcess,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/*/e2e/**/*.e2e.ts'],
          // A browser on a loaded 2-core CI machine needs more than expect.poll's default 1 s.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          ...oneProcess,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
