/**
 * Malformed bodies for one operation: wrong JSON, broken JSON, wrong field types, bytes
 * PostgreSQL refuses, nesting, size over the route's limit, content types the route does not
 * parse (malformed-requests.ts puts them in requests).
 */
import { Readable } from 'node:stream';
import {
  deeplyNestedJson,
  extremeNumberOf,
  type JsonSchema,
  mapStrings,
  sampleOf,
  wrongTypeOf,
} from './json-schema-sample.js';

export interface MalformedBody {
  name: string;
  body: { contentType: string; payload: string | Buffer | Readable };
}

const JSON_TYPE = 'application/json';
const MULTIPART_BOUNDARY = 'no-server-errors-walk';
/** Deeper than any recursion on the stack can follow (Node's stack holds ~10,000 frames). */
const DEEP = 100_000;
/** Stands for a value spliced into the JSON text after stringifying. */
const SPLICE = '\u0001splice\u0001';

const json = (name: string, payload: string | Buffer, contentType = JSON_TYPE): MalformedBody => ({
  name,
  body: { contentType, payload },
});

/** The sample's properties with `change` applied to each (top level); undefined for no properties. */
function withEveryField(
  schema: JsonSchema | undefined,
  change: (property: JsonSchema) => unknown,
): Record<string, unknown> | undefined {
  const entries = Object.entries(schema?.properties ?? {});
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([name, property]) => [name, change(property)]));
}

/** JSON text of `value` with each SPLICE string replaced by `bytes`. */
function spliced(value: unknown, bytes: Buffer): Buffer {
  const pieces = JSON.stringify(value).split(JSON.stringify(SPLICE));
  return Buffer.concat(
    pieces.flatMap((piece, i) => (i === 0 ? [] : [bytes]).concat(Buffer.from(piece))),
  );
}

/** `bytes` bytes of a JSON string, streamed without a Content-Length, so the limit is counted. */
function oversized(bytes: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(chunk.subarray(0, size));
    },
  });
}

/** A multipart body cut off in the middle of its first part (no closing boundary). */
function truncatedMultipart(): MalformedBody {
  const payload = [
    `--${MULTIPART_BOUNDARY}`,
    'Content-Disposition: form-data; name="files"; filename="shape.geojson"',
    'Content-Type: application/geo+json',
    '',
    '{"type":"FeatureCollection","feat',
  ].join('\r\n');
  return json(
    'multipart-truncated',
    payload,
    `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  );
}

/** `change` applied to every string of the property's sample, or a lone string if it has none. */
function everyString(property: JsonSchema, change: (text: string) => string): unknown {
  const sample = sampleOf(property);
  const changed = mapStrings(sample, change);
  return JSON.stringify(changed) === JSON.stringify(sample) ? change('') : changed;
}

/** Cases that break each field of an object body; none when the schema has no properties. */
function fieldCases(schema: JsonSchema | undefined): MalformedBody[] {
  const cases: MalformedBody[] = [];
  const add = (name: string, value: Record<string, unknown> | undefined) => {
    if (value) cases.push(json(name, JSON.stringify(value)));
  };
  add('wrong-field-types', withEveryField(schema, wrongTypeOf));
  add(
    'null-fields',
    withEveryField(schema, () => null),
  );
  add(
    'nul-characters',
    withEveryField(schema, (p) => everyString(p, (s) => `${s}\u0000`)),
  );
  add(
    'lone-surrogates',
    withEveryField(schema, (p) => everyString(p, (s) => `${s}\ud800`)),
  );
  add(
    'long-strings',
    withEveryField(schema, (p) => everyString(p, (s) => s.padEnd(100_000, 'x'))),
  );
  const extremes = withEveryField(schema, (p) => extremeNumberOf(p) ?? sampleOf(p));
  if (
    extremes &&
    Object.values(schema?.properties ?? {}).some((p) => extremeNumberOf(p) !== undefined)
  ) {
    add('extreme-numbers', extremes);
  }
  const deep = withEveryField(schema, () => SPLICE);
  if (deep) cases.push(json('deep-nesting', spliced(deep, Buffer.from(deeplyNestedJson(DEEP)))));
  return cases;
}

/** Every malformed body for an operation whose body schema (if any) is `schema`. */
export function malformedBodies(
  schema: JsonSchema | undefined,
  bodyLimit: number,
): MalformedBody[] {
  const sampleText = JSON.stringify(sampleOf(schema));
  const fields = fieldCases(schema);
  const stringsSpliced = mapStrings(sampleOf(schema), () => SPLICE);
  const invalidUtf8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);
  return [
    json('empty', ''),
    json('null', 'null'),
    json('array', '[]'),
    json('string', '"text"'),
    ...fields,
    ...(fields.some((c) => c.name === 'deep-nesting')
      ? []
      : [json('deep-nesting', deeplyNestedJson(DEEP))]),
    json('truncated', sampleText.slice(0, Math.max(1, Math.floor(sampleText.length / 2)))),
    json(
      'invalid-utf8',
      spliced(
        JSON.stringify(stringsSpliced).includes('splice') ? stringsSpliced : { x: SPLICE },
        invalidUtf8,
      ),
    ),
    { name: 'oversized', body: { contentType: JSON_TYPE, payload: oversized(bodyLimit + 1) } },
    json('text-plain', sampleText, 'text/plain'),
    truncatedMultipart(),
  ];
}
