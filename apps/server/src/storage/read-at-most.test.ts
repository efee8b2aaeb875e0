import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAtMost } from './read-at-most.js';

const streamOf = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));

describe('readAtMost', () => {
  it('reads a stream of exactly the limit whole', async () => {
    const read = await readAtMost(streamOf('abc', 'de'), 5);
    expect(read.tooLarge).toBe(false);
    if (!read.tooLarge) expect(Buffer.from(read.bytes).toString()).toBe('abcde');
  });

  it('stops at the first byte over the limit', async () => {
    expect(await readAtMost(streamOf('abc', 'def'), 5)).toEqual({ tooLarge: true });
  });
});
