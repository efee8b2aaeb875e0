import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { inflateZipEntry } from './inflate-zip-entry.js';

async function entryOf(bytes: Uint8Array): Promise<JSZip.JSZipObject> {
  const zip = await JSZip.loadAsync(
    await new JSZip()
      .file('a.bin', bytes)
      .generateAsync({ type: 'uint8array', compression: 'DEFLATE' }),
  );
  const entry = zip.file('a.bin');
  if (!entry) expect.fail('no entry');
  return entry;
}

describe('inflateZipEntry', () => {
  it('inflates an entry within its limits', async () => {
    const bytes = new Uint8Array(200_000).map((_, index) => index % 251);
    expect(await inflateZipEntry(await entryOf(bytes), 1e6, 200_000)).toEqual({ bytes });
  });

  it('stops at the budget, whatever the entry says', async () => {
    const entry = await entryOf(new Uint8Array(5_000_000));
    expect(await inflateZipEntry(entry, 100_000, Number.POSITIVE_INFINITY)).toEqual({
      failure: 'over-budget',
    });
  });

  it('stops when an entry grows past its declared size', async () => {
    const entry = await entryOf(new Uint8Array(5_000_000));
    expect(await inflateZipEntry(entry, 1e9, 1000)).toEqual({ failure: 'over-declared' });
  });
});
