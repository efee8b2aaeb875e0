/**
 * Misbehaving tools for the compute-pool run tests (analysis-runs-pool.int.test.ts), loaded on a
 * pool thread through pooledToolRunner's `toolModule`. Each does what its inputs say:
 *   { behaviour: 'spin', ms }   burns CPU for ms (reporting progress), then succeeds
 *   { behaviour: 'crash' }      ends its thread
 *   { behaviour: 'hog' }        grows the V8 heap until the thread runs out
 *   { behaviour: 'pixels' }     asks for a raster far over any pixel budget
 */
import type { AnalysisTool, ScriptType, ToolContext } from '@ecotone/analysis';
import { successResult } from '../analysis-runs.fixtures.js';

function spin(context: ToolContext, ms: number) {
  const start = Date.now();
  while (Date.now() - start < ms) context.progress((Date.now() - start) / ms);
}

function fakeTool(scriptType: ScriptType): AnalysisTool {
  return {
    scriptType,
    version: `${scriptType}-pool-test-1`,
    async run(context) {
      const inputs = context.inputs as { behaviour?: string; ms?: number; tag?: string };
      switch (inputs.behaviour) {
        case 'spin':
          spin(context, inputs.ms ?? 1000);
          break;
        case 'crash':
          process.exit(3);
          break;
        case 'hog': {
          const hold: number[][] = [];
          for (;;) hold.push(Array.from({ length: 1 << 17 }, (_, k) => k + 0.5));
        }
        case 'pixels':
          await context.sources.openRaster({
            role: 'elevation',
            bbox: [-110, 30, -100, 40],
            resolutionMeters: 30,
          });
          break;
      }
      context.progress(1);
      return successResult(inputs.tag ?? 'pool');
    },
  };
}

export const tools: Partial<Record<ScriptType, AnalysisTool>> = {
  context: fakeTool('context'),
  landCoverChange: fakeTool('landCoverChange'),
};
