/**
 * Malformed requests for one OpenAPI operation (docs/testing.md, "No 5xx walk"). Each case
 * breaks one part of an otherwise plausible request (see `sampleOf`), so that it gets as far as
 * it can: path parameters, the query string or the body.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sampleOf } from './json-schema-sample.js';
import { malformedBodies } from './malformed-bodies.js';
import { type Operation, type Parameter, takesBody } from './openapi-operations.js';

export interface MalformedRequest {
  /** e.g. `path:nul-byte`, `query:arrays`, `body:truncated`. */
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | Readable;
}

interface Parts {
  /** Raw (already percent-encoded) path values by parameter name. */
  path?: Record<string, string>;
  /** Raw query pairs. */
  query?: [string, string][];
  body?: { contentType: string; payload: string | Buffer | Readable };
}

const raw = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function baselineParts(operation: Operation): Required<Omit<Parts, 'body'>> & Pick<Parts, 'body'> {
  const path = Object.fromEntries(
    operation.pathParameters.map((p) => [p.name, raw(sampleOf(p.schema))]),
  );
  const query = operation.queryParameters
    .filter((p) => p.required)
    .map((p): [string, string] => [p.name, raw(sampleOf(p.schema))]);
  const body = operation.bodySchema
    ? { contentType: 'application/json', payload: JSON.stringify(sampleOf(operation.bodySchema)) }
    : undefined;
  return { path, query, body };
}

function requestOf(operation: Operation, name: string, parts: Parts): MalformedRequest {
  const base = baselineParts(operation);
  const pathValues = parts.path ?? base.path;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, key: string) => pathValues[key] ?? '');
  const query = (parts.query ?? base.query).map(([key, value]) => `${raw(key)}=${value}`);
  const body = parts.body ?? base.body;
  return {
    name,
    method: operation.method,
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers: body ? { 'content-type': body.contentType } : {},
    ...(body ? { payload: body.payload } : {}),
  };
}

/** Raw path values: ids of the wrong shape, bytes PostgreSQL refuses, broken escapes, length. */
const PATH_VALUES: Record<string, () => string> = {
  'random-uuid': () => randomUUID(),
  'not-a-uuid': () => 'not-a-uuid',
  'negative-number': () => '-1',
  'nul-byte': () => 'a%00b',
  'invalid-utf8': () => '%C3%28%FF',
  'broken-escape': () => '%E0%A4%A',
  quotes: () => raw(`' OR '1'='1"; --`),
  /** The router's limit for one parameter (maxParamLength): past most schemas' maximum. */
  'long-routable': () => 'x'.repeat(100),
  'very-long': () => 'x'.repeat(5000),
};

/** One parameter at a time, so another parameter's refusal cannot hide this one's handling. */
function pathCases(operation: Operation): MalformedRequest[] {
  const base = baselineParts(operation).path;
  const several = operation.pathParameters.length > 1;
  return operation.pathParameters.flatMap((parameter) =>
    Object.entries(PATH_VALUES).map(([name, value]) =>
      requestOf(operation, several ? `path:${parameter.name}:${name}` : `path:${name}`, {
        path: { ...base, [parameter.name]: value() },
      }),
    ),
  );
}

function wrongQueryValue(parameter: Parameter): string {
  const { schema } = parameter;
  if (schema.enum) return 'not-a-member';
  if (schema.type === 'string') return raw('{"a":[1]}');
  return 'abc';
}

const QUERY_VALUES: Record<string, (parameter: Parameter) => [string, string][]> = {
  'wrong-types': (p) => [[p.name, wrongQueryValue(p)]],
  arrays: (p) => [
    [p.name, raw(sampleOf(p.schema))],
    [p.name, raw(sampleOf(p.schema))],
  ],
  empty: (p) => [[p.name, '']],
  'extreme-values': (p) => [
    [p.name, p.schema.type === 'string' ? 'x'.repeat(10_000) : '-99999999999999999999999'],
  ],
  'nul-and-invalid-utf8': (p) => [[p.name, 'a%00%C3%28%FF']],
};

function queryCases(operation: Operation): MalformedRequest[] {
  const base = baselineParts(operation).query;
  const unknownKeys = requestOf(operation, 'query:unknown-keys', {
    query: [
      ...base,
      ['__proto__', 'x'],
      ['constructor[prototype][polluted]', '1'],
      ['unknownKey', '1'],
      ['unknownKey', '2'],
    ],
  });
  const several = operation.queryParameters.length > 1;
  const cases = operation.queryParameters.flatMap((parameter) => {
    const others = base.filter(([key]) => key !== parameter.name);
    return Object.entries(QUERY_VALUES).map(([name, values]) =>
      requestOf(operation, several ? `query:${parameter.name}:${name}` : `query:${name}`, {
        query: [...others, ...values(parameter)],
      }),
    );
  });
  return [...cases, unknownKeys];
}

/** Every malformed request for `operation`, the plausible baseline first. */
export function malformedRequests(operation: Operation, bodyLimit: number): MalformedRequest[] {
  const bodies = takesBody(operation)
    ? malformedBodies(operation.bodySchema, operation.bodyLimit ?? bodyLimit)
    : [];
  return [
    requestOf(operation, 'baseline', {}),
    ...pathCases(operation),
    ...queryCases(operation),
    ...bodies.map(({ name, body }) => requestOf(operation, `body:${name}`, { body })),
  ];
}
