import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_LIMITS } from '@ecotone/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { formatBytes } from '../format-bytes.js';
import type { ReceivedFile } from '../services/received-file.js';

/** Where and how much a file upload request may write (docs/uploads.md, "File uploads"). */
export interface UploadSettings {
  /** Each request gets its own folder under it, deleted when the request ends. */
  tempRoot: string;
  /** The one limit of a request: the bytes of all its files together. */
  requestBytes: number;
  fileBytes: number;
  files: number;
}

export const defaultUploadSettings = (): UploadSettings => ({
  tempRoot: tmpdir(),
  requestBytes: UPLOAD_LIMITS.requestBytes,
  fileBytes: UPLOAD_LIMITS.fileBytes,
  files: UPLOAD_LIMITS.files,
});

const tooLarge = (limitBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', { limit: formatBytes(limitBytes) });

/** A declared Content-Length over the limit is refused before a byte of the body is read. */
export function refuseDeclaredOverLimit(request: FastifyRequest, settings: UploadSettings): void {
  if (Number(request.headers['content-length']) > settings.requestBytes) {
    throw tooLarge(settings.requestBytes);
  }
}

/**
 * Runs `use` with a new folder of its own under `tempRoot`, deleted afterwards whatever
 * happened (success, refusal, failure or the client going away).
 */
export async function withUploadFolder<T>(
  tempRoot: string,
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tempRoot, 'ecotone-upload-'));
  try {
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Streams the multipart parts named `files` to files in `folder` (named by position, so a
 * file name sent by a client never becomes a path) and counts the bytes of the whole request:
 * past `requestBytes` or a file past `fileBytes`, reading stops at once with 413 naming the limit.
 */
export async function receiveFiles(
  request: FastifyRequest,
  folder: string,
  settings: UploadSettings,
): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  let total = 0;
  const counter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        done(total > settings.requestBytes ? tooLarge(settings.requestBytes) : null, chunk);
      },
    });
  try {
    for await (const part of request.files()) {
      // Stop at the per-file limit itself rather than let the parser skip the rest of the file.
      part.file.once('limit', () => part.file.destroy(tooLarge(settings.fileBytes)));
      const before = total;
      if (part.fieldname !== 'files') {
        await pipeline(part.file, counter(), discard());
        continue;
      }
      const target = path.join(folder, String(files.length));
      await pipeline(part.file, counter(), createWriteStream(target));
      files.push({ name: part.filename, path: target, bytes: total - before });
    }
  } catch (error) {
    throw uploadError(error, settings) ?? error;
  }
  return files;
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** Errors of @fastify/multipart and its parser, as our error codes. */
function uploadError(error: unknown, settings: UploadSettings): AppError | undefined {
  if (error instanceof AppError) return error;
  const { code, message = '' } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(settings.fileBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      { limit: `${settings.files} files` },
      { cause: error },
    );
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || message.includes('Boundary not found')) {
    return new AppError('VALIDATION', {
      details: 'send the files as multipart/form-data, in parts named "files"',
    });
  }
  // The body ended (or the client left) before the closing boundary.
  if (code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end of multipart data/i.test(message)) {
    return new AppError('UPLOAD_INCOMPLETE', {}, { cause: error });
  }
  return undefined;
}
