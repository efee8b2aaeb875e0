import type JSZip from 'jszip';

/** JSZip's streaming reader; public in its code, missing from its typings. */
interface InternalStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): InternalStream;
  on(event: 'error', listener: (error: unknown) => void): InternalStream;
  on(event: 'end', listener: () => void): InternalStream;
  resume(): InternalStream;
  pause(): InternalStream;
}

export type Inflated =
  | { bytes: Uint8Array }
  | { failure: 'over-budget' | 'over-declared' | 'corrupt' };

function concatenate(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Inflates one entry chunk by chunk and stops as soon as it passes `maxBytes` (what is left of
 * the call's budget) or its own declared size: a zip bomb is cut off after at most one chunk
 * over the limit, whatever its header claims.
 */
export function inflateZipEntry(
  entry: JSZip.JSZipObject,
  maxBytes: number,
  declaredBytes: number,
): Promise<Inflated> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    let stream: InternalStream;
    try {
      stream = (
        entry as unknown as { internalStream(type: 'uint8array'): InternalStream }
      ).internalStream('uint8array');
    } catch {
      resolve({ failure: 'corrupt' });
      return;
    }
    stream
      .on('data', (chunk) => {
        total += chunk.byteLength;
        if (total > declaredBytes || total > maxBytes) {
          stream.pause();
          resolve({ failure: total > declaredBytes ? 'over-declared' : 'over-budget' });
          return;
        }
        chunks.push(chunk);
      })
      .on('error', () => resolve({ failure: 'corrupt' }))
      .on('end', () => resolve({ bytes: concatenate(chunks, total) }))
      .resume();
  });
}
