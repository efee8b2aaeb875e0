import type { Readable } from 'node:stream';

export type LimitedRead = { tooLarge: false; bytes: Uint8Array } | { tooLarge: true };

/**
 * Reads a stream whole unless it holds more than `maxBytes`, in which case reading stops at the
 * first byte over (the caller decides whether to destroy the stream: destroying an HTTP request
 * would also drop the answer that explains the refusal).
 */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<LimitedRead> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) return { tooLarge: true };
    chunks.push(bytes);
  }
  return { tooLarge: false, bytes: Buffer.concat(chunks, total) };
}
