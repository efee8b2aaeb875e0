import { open } from 'node:fs/promises';
import { DataSourceError } from '../sources/data-source.js';
import { isTransientStatus, redact } from '../sources/http.js';

/** Random access to the bytes of a file or URL. */
export interface ByteSource {
  /** Where the bytes come from, for messages and lineage. */
  readonly location: string;
  /** Bytes [offset, offset + length); shorter only at the end of the file. */
  read(offset: number, length: number, signal?: AbortSignal): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * The file or URL is not there (a missing file; HTTP 404 or 410): the caller can tell "gone" from
 * "broken", e.g. a stored result deleted after its location was handed out (docs/map-tiles.md).
 */
export class MissingSourceError extends DataSourceError {
  constructor(message: string, cause?: unknown) {
    super(message, { transient: false, cause });
    this.name = 'MissingSourceError';
  }
}

/** A local file read at offsets through one open handle. */
export async function fileByteSource(path: string): Promise<ByteSource> {
  const handle = await open(path, 'r').catch((cause: NodeJS.ErrnoException) => {
    const message = `Cannot open ${path}: ${cause.message}`;
    if (cause.code === 'ENOENT' || cause.code === 'ENOTDIR')
      throw new MissingSourceError(message, cause);
    throw new DataSourceError(message, {
      transient: cause.code === 'EMFILE' || cause.code === 'EAGAIN',
      cause,
    });
  });
  return {
    location: path,
    async read(offset, length, signal) {
      signal?.throwIfAborted();
      const bytes = new Uint8Array(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle
          .read(bytes, filled, length - filled, offset + filled)
          .catch((cause: Error) => {
            throw new DataSourceError(`Cannot read ${path}: ${cause.message}`, {
              transient: false,
              cause,
            });
          });
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === length ? bytes : bytes.subarray(0, filled);
    },
    close: () => handle.close(),
  };
}

export interface HttpByteSourceOptions {
  fetch?: typeof fetch;
  /** Per request, milliseconds; default 30 s. A timeout is a transient error. */
  timeoutMs?: number;
}

/**
 * A URL read with HTTP range requests. 5xx, 429, timeouts and network failures are transient
 * `DataSourceError`s (the job runner retries); 404 and 410 are a `MissingSourceError`; other 4xx and a server that ignores `Range`
 * (answers 200 with the whole file) are not. An abort of the caller's signal rejects with the
 * signal's reason, not a DataSourceError.
 */
export function httpByteSource(url: string, options: HttpByteSourceOptions = {}): ByteSource {
  const fetchBytes = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    location: url,
    async read(offset, length, signal) {
      signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        const response = await fetchBytes(url, {
          headers: { Range: `bytes=${offset}-${offset + length - 1}` },
          signal: combined,
        });
        if (response.status !== 206) {
          await response.body?.cancel().catch(() => undefined);
          throw statusError(url, response.status);
        }
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof DataSourceError) throw error;
        const timedOut = timeout.aborted;
        throw new DataSourceError(
          timedOut
            ? `Timed out after ${timeoutMs} ms reading ${redact(url)}`
            : `Cannot reach ${redact(url)}: ${String(error)}`,
          { transient: true, cause: error },
        );
      }
    },
    close: async () => undefined,
  };
}

function statusError(url: string, status: number): DataSourceError {
  if (status === 200 || (status >= 200 && status < 300)) {
    return new DataSourceError(
      `${redact(url)} does not support HTTP range requests (status ${status})`,
      { transient: false },
    );
  }
  if (status === 404 || status === 410)
    return new MissingSourceError(`HTTP ${status} reading ${redact(url)}`);
  return new DataSourceError(`HTTP ${status} reading ${redact(url)}`, {
    transient: isTransientStatus(status),
  });
}
