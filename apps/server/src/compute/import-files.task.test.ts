import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { squareFeatureText as square } from '../../../../packages/geometry/test/files/helpers/uploads.js';
import {
  type ImportFilesOutput,
  importFilesTask,
  importReceivedFiles,
} from './import-files.task.js';

// readFile is watched: a large GeoJSON upload must be read from its chunks, never whole.
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

/** The task's answer as a caller gets it: Piscina unwraps what the task marks to be moved. */
const unwrapped = (answer: ImportFilesOutput): ImportFilesOutput =>
  (answer as unknown as Record<symbol, ImportFilesOutput>)[Piscina.valueSymbol] ?? answer;

describe('importFilesTask', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ecotone-import-task-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads a large GeoJSON upload from disk in chunks, not whole', async () => {
    // 9 MB, over the 8 MB from which GeoJSON is read feature by feature.
    const padding = '\n'.repeat(9_000_000);
    const text = `{"type":"FeatureCollection","features":[${square(-107)},${padding}${square(-106)}]}`;
    const file = path.join(folder, '0');
    writeFileSync(file, text);
    const answer = unwrapped(
      await importFilesTask({
        files: [{ name: 'big.geojson', path: file, bytes: Buffer.byteLength(text) }],
        locale: 'en',
      }),
    );
    expect(answer.valid).toBe(true);
    const body = answer.valid ? JSON.parse(new TextDecoder().decode(answer.body)) : undefined;
    expect(body.layers).toEqual([expect.objectContaining({ name: 'big', featureCount: 2 })]);
    expect(readFile).not.toHaveBeenCalled();
  });

  it('answers coordinates rounded to 6 decimals; the import itself keeps them whole', async () => {
    const ring = [
      [-105.123456789, 40.987654321],
      [-105.0000004, 40.987654321],
      [-105.0000004, 41.0000005],
      [-105.123456789, 40.987654321],
    ];
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { ratio: 0.123456789 },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
      ],
    });
    const file = path.join(folder, '1');
    writeFileSync(file, text);
    const files = [{ name: 'ranch.geojson', path: file, bytes: Buffer.byteLength(text) }];
    const answer = unwrapped(await importFilesTask({ files, locale: 'en' }));
    const body = answer.valid ? JSON.parse(new TextDecoder().decode(answer.body)) : undefined;
    expect(body.compressed).toBe(false);
    expect(body.geojson.features[0].properties).toEqual({ ratio: 0.123456789 });
    expect(body.geojson.features[0].geometry.coordinates).toEqual([
      [
        [-105.123457, 40.987654],
        [-105, 40.987654],
        [-105, 41.000001],
        [-105.123457, 40.987654],
      ],
    ]);
    const imported = await importReceivedFiles(files);
    expect(imported.valid && imported.value.collection.features[0]?.geometry.coordinates).toEqual([
      ring,
    ]);
  });
});
