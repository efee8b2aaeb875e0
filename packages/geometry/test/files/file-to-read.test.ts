import { describe, expect, it } from 'vitest';
import { type FileToRead, importShapeFiles } from '../../src/import/index.js';
import { bytesOf, squareFeatureText as square } from './helpers/uploads.js';

/** Files whose reads are logged, so a test sees when the importer reads each. */
function filesToRead(files: Record<string, string>, log: string[]): FileToRead[] {
  return Object.entries(files).map(([name, text]) => ({
    name,
    byteLength: bytesOf(text).byteLength,
    read: async () => {
      log.push(`read ${name}`);
      return bytesOf(text);
    },
  }));
}

describe('importShapeFiles: files read when their turn comes', () => {
  it('imports files to read as it imports bytes, reading each document once', async () => {
    const texts = { 'a.geojson': square(-107), 'b.geojson': square(-106) };
    const log: string[] = [];
    const lazy = await importShapeFiles(filesToRead(texts, log));
    const eager = await importShapeFiles(
      Object.entries(texts).map(([name, text]) => ({ name, bytes: bytesOf(text) })),
    );
    expect(lazy).toEqual(eager);
    expect(log).toEqual(['read a.geojson', 'read b.geojson']);
  });

  it('reads a large GeoJSON collection from its chunks, never whole, when it has them', async () => {
    // Over the 8 MB from which chunks are used: blank lines between features, as exports pad.
    const padding = '\n'.repeat(4_500_000);
    const text = `{"type":"FeatureCollection","features":[${square(-107)},${padding}${square(-106)}${padding}]}`;
    const bytes = bytesOf(text);
    const log: string[] = [];
    const file: FileToRead = {
      name: 'big.geojson',
      byteLength: bytes.byteLength,
      read: async () => {
        log.push('read');
        return bytes;
      },
      chunks: async function* () {
        for (let start = 0; start < bytes.length; start += 1 << 20) {
          log.push('chunk');
          yield bytes.subarray(start, start + (1 << 20));
        }
      },
    };
    const streamed = await importShapeFiles([file]);
    expect(streamed).toEqual(await importShapeFiles([{ name: 'big.geojson', bytes }]));
    expect(streamed).toMatchObject({ valid: true, value: { layers: [{ featureCount: 2 }] } });
    expect(log).toEqual(Array(9).fill('chunk'));
  });

  it('refuses an unsupported or oversized file before reading any', async () => {
    const log: string[] = [];
    const files = filesToRead({ 'a.geojson': square(-107), 'notes.docx': 'x' }, log);
    const refused = await importShapeFiles(files);
    expect(refused).toMatchObject({ valid: false, reason: { code: 'UNSUPPORTED_TYPE' } });
    const big = await importShapeFiles(filesToRead({ 'a.geojson': square(-107) }, log), {
      maxFileBytes: 10,
    });
    expect(big).toMatchObject({ valid: false, reason: { code: 'FILE_TOO_LARGE' } });
    expect(log).toEqual([]);
  });
});
