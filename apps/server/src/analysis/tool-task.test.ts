import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ToolResult } from '@ecotone/analysis';
import { openCog } from '@ecotone/analysis/node';
import { describe, expect, it } from 'vitest';
import { encodeToolResult } from './tool-task.js';

/** 1,200 x 600 pixels: 1 in the west two thirds of each 3 px column band, else 2 (or 1.0 / 2.0). */
const raster = (float: boolean) => {
  const data = float ? new Float32Array(1200 * 600) : new Uint8Array(1200 * 600);
  for (let index = 0; index < data.length; index++) data[index] = (index % 1200) % 3 === 2 ? 2 : 1;
  return {
    width: 1200,
    height: 600,
    geoTransform: [-105, 0.0003, 0, 40, 0, -0.0003] as const,
    crs: 'EPSG:4326',
    noData: float ? null : 0,
    dataType: float ? ('float32' as const) : ('uint8' as const),
    data,
  };
};

describe('encodeToolResult', () => {
  it('writes result rasters with overviews: classes by mode, gradients by average', async () => {
    const result = {
      values: {},
      lineage: [],
      methods: [],
      warnings: [],
      synthetic: true,
      layers: [
        {
          kind: 'raster',
          id: 'classes',
          label: { key: 'x' },
          legend: { items: [{ itemId: '1', primaryLabel: { key: 'a' }, color: '#ff0000' }] },
          raster: raster(false),
        },
        {
          kind: 'raster',
          id: 'heights',
          label: { key: 'x' },
          legend: { gradient: { colors: ['#000', '#fff'], min: 1, max: 2, unit: 'm' } },
          raster: raster(true),
        },
      ],
    } as unknown as ToolResult;
    const encoded = await encodeToolResult(result);
    const folder = mkdtempSync(path.join(tmpdir(), 'ecotone-tool-task-'));
    try {
      const firstValues: number[] = [];
      for (const layer of encoded.layers) {
        const file = path.join(folder, `${layer.id}.tif`);
        writeFileSync(file, layer.bytes);
        const cog = await openCog(file);
        // 1,200 x 600 -> 600 x 300 -> 300 x 150 (fits in a 512 px tile).
        expect(cog.overviews.map((overview) => [overview.width, overview.height])).toEqual([
          [600, 300],
          [300, 150],
        ]);
        const tile = await (cog.overviews[0] as (typeof cog.overviews)[number]).readTile(0, 0);
        firstValues.push(tile[0] as number, tile[1] as number);
        await cog.close();
      }
      // Columns 0-1 -> 1 (both 1); columns 2-3 hold 2, 1, 2, 1: the mode's tie goes to the value
      // that reaches two first (2), the average is 1.5.
      expect(firstValues).toEqual([1, 2, 1, 1.5]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
