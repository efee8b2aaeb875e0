import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  range: string | undefined;
  body: string;
}

/** A route answers with bytes (served with Range support) or handles the request itself. */
export type Route =
  | Uint8Array
  | ((request: RecordedRequest, response: ServerResponse) => void | Promise<void>);

export interface FixtureServer {
  url: string;
  routes: Map<string, Route>;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server on 127.0.0.1 for the remote-source tests: byte routes honour `Range`
 * (206 with Content-Range, like S3 and Azure blob storage) and HEAD; every request is recorded.
 */
export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname + url.search,
      range: incoming.headers.range,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const route = routes.get(url.pathname);
    if (route === undefined) {
      response.writeHead(404).end('not found');
    } else if (typeof route === 'function') {
      await route(request, response);
    } else {
      serveBytes(route, request, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function serveBytes(bytes: Uint8Array, request: RecordedRequest, response: ServerResponse) {
  const match = request.range?.match(/^bytes=(\d+)-(\d*)$/);
  const headers = { 'accept-ranges': 'bytes', 'content-type': 'application/octet-stream' };
  if (!match) {
    response.writeHead(200, { ...headers, 'content-length': bytes.length });
    response.end(request.method === 'HEAD' ? undefined : bytes);
    return;
  }
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : bytes.length - 1, bytes.length - 1);
  if (start >= bytes.length) {
    response.writeHead(416, { 'content-range': `bytes */${bytes.length}` }).end();
    return;
  }
  const part = bytes.subarray(start, end + 1);
  response.writeHead(206, {
    ...headers,
    'content-length': part.length,
    'content-range': `bytes ${start}-${end}/${bytes.length}`,
  });
  response.end(request.method === 'HEAD' ? undefined : part);
}

/** A JSON route. */
export function json(document: unknown, status = 200): Route {
  return (_, response) => {
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify(document));
  };
}

/** A route that always answers `status`. */
export function failing(status: number): Route {
  return (_, response) => {
    response.writeHead(status).end(`status ${status}`);
  };
}

/** Bytes of a string. */
export function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}
