import http from 'node:http';

export const BOUNDARY = '----ecotone-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The head of one file part named "files"; its content and `partEnd` follow. */
export const partHead = (name: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
export const partEnd = Buffer.from('\r\n');
export const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A whole multipart body with one part per file. */
export function multipartBody(files: Array<{ name: string; content: string | Buffer }>): Buffer {
  return Buffer.concat([
    ...files.flatMap(({ name, content }) => [partHead(name), Buffer.from(content), partEnd]),
    closing,
  ]);
}

export interface RawAnswer {
  status: number;
  body: string;
  /** Whether the connection is gone: a server that stopped reading closes it. */
  closed: () => boolean;
}

/**
 * A POST over a real socket whose body is written chunk by chunk by `write`, which is told
 * whether the server has answered yet (so a sender can stop as soon as it has).
 */
export function rawPost(
  url: string,
  headers: Record<string, string>,
  write: (request: http.ClientRequest, answered: () => boolean) => Promise<void>,
  method = 'POST',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method, headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          closed: () => request.destroyed || request.socket?.destroyed === true,
        }),
      );
    });
    // The server closes a refused upload's connection while the body is still coming.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    write(request, () => answered).catch(reject);
  });
}

/** Writes `chunk` and waits until the socket takes more, or until the server has answered. */
export function writeOrAnswered(
  request: http.ClientRequest,
  chunk: Buffer,
  answered: () => boolean,
): Promise<void> {
  if (request.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (answered() || request.destroyed) finish();
    }, 5);
    const finish = () => {
      clearInterval(poll);
      resolve();
    };
    request.once('drain', finish);
  });
}
