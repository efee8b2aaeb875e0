import { catalogs } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { droughtsAndFloodsTool } from '../../src/water/droughts-and-floods.tool.js';
import { soilMoisturePotentialTool } from '../../src/water/soil-moisture-potential.tool.js';
import { waterBalanceTool } from '../../src/water/water-balance.tool.js';
import { toolContext, waterSource } from './fixtures.js';

/** Every `{ key }` label in a result (values, layers, warnings) and every method name. */
function keysOf(node: unknown, keys: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) keysOf(item, keys);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.key === 'string') keys.add(record.key);
    for (const [field, value] of Object.entries(record))
      if (field !== 'raster') keysOf(value, keys);
  }
  return keys;
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

describe('water tool texts', () => {
  it('every label, warning and method of the water tools is in English and Spanish', async () => {
    const keys = new Set<string>();
    for (const tool of [droughtsAndFloodsTool, soilMoisturePotentialTool, waterBalanceTool]) {
      for (const inputs of [{}, { timestep: 48 }]) {
        const result = await tool.run(toolContext(waterSource({ soil: false }), inputs));
        keysOf([result.values, result.layers, result.warnings], keys);
        for (const method of result.methods) keys.add(method.name);
      }
    }
    for (const spiClass of ['extremelyWet', 'nearNormal', 'extremelyDry'])
      keys.add(`waterMethods.spiClasses.${spiClass}`);
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) {
      expect(typeof lookup(catalogs.en, key), key).toBe('string');
      expect(typeof lookup(catalogs.es, key), key).toBe('string');
    }
  });
});
