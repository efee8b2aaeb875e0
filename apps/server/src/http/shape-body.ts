import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { movableBytes } from '../compute/moved.js';

/**
 * The JSON body of a route that carries a shape (up to 100 MB, docs/uploads.md), kept as the
 * bytes that arrived: parsing 100 MB of JSON holds a thread for a second or more, so a
 * shape-pool thread parses and checks it (bodies/json-body-reader.ts), never the thread that answers
 * HTTP.
 */
export class RawJsonBody {
  constructor(readonly bytes: Uint8Array) {}
}

/** In `scope` only: JSON bodies stay bytes (RawJsonBody), read by the route's compute task. */
export function keepJsonBodiesRaw(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, new RawJsonBody(body as Buffer)),
  );
}

/**
 * A route's `validatorCompiler` when its body is checked off this thread against the same
 * schema (the schema still documents it in the OpenAPI document); such routes have no
 * parameters or query to validate here.
 */
export const bodyCheckedOffThread: FastifySchemaCompiler<unknown> = () => (value) => ({ value });

/** The bytes of a RawJsonBody, moved to a compute thread: none when the request had no body. */
export function rawBodyBytes(body: unknown): Uint8Array {
  if (!(body instanceof RawJsonBody)) return new Uint8Array(0);
  return movableBytes(body.bytes);
}
