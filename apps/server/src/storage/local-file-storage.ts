import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, StorageNotFoundError } from './storage.js';

/**
 * Files under one root folder (DATA_DIR/storage). Writes go to a temporary file renamed over the
 * target, so a reader never sees half a file and a retried job simply replaces what it wrote.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string): string => {
    const target = path.resolve(resolvedRoot, ...assertStorageKey(key));
    // The key check already refuses `..`; this second check keeps the rule in one obvious place.
    if (!target.startsWith(resolvedRoot + path.sep)) throw new RangeError(`Refused key ${key}`);
    return target;
  };

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<Readable> {
      const target = pathOf(key);
      if (!(await isFile(target))) throw new StorageNotFoundError(key);
      return createReadStream(target);
    },
    exists: async (key) => isFile(pathOf(key)),
    async readLocation(key) {
      const target = pathOf(key);
      if (!(await isFile(target))) throw new StorageNotFoundError(key);
      return target;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

async function isFile(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isFile();
  } catch {
    return false;
  }
}
