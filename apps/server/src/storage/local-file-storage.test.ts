import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.js';
import { StorageNotFoundError } from './storage.js';

describe('local file storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ecotone-storage-'));
  const storage = createLocalFileStorage(root);

  it('puts, reads, replaces and deletes a file under its key', async () => {
    const key = 'analysis/a1/a1_landCover_image.tif';
    await storage.put(key, new TextEncoder().encode('first'));
    await storage.put(key, new TextEncoder().encode('second'));
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe('second');
    expect(await storage.readLocation(key)).toBe(
      path.join(root, 'analysis/a1/a1_landCover_image.tif'),
    );
    expect(readFileSync(path.join(root, 'analysis/a1/a1_landCover_image.tif'), 'utf8')).toBe(
      'second',
    );
    // No temporary files left behind.
    expect(readdirSync(path.join(root, 'analysis/a1'))).toEqual(['a1_landCover_image.tif']);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.readLocation(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.delete(key);
  });

  it.each(['../escape', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'a/b c', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array(1))).rejects.toThrow(RangeError);
      await expect(storage.exists(key)).rejects.toThrow(RangeError);
    },
  );
});
