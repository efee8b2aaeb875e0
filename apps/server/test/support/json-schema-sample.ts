/**
 * Plausible and implausible values from the JSON schemas of an OpenAPI 3.0 document, for the
 * malformed-request walk (no-server-errors.int.test.ts). `sampleOf` aims at a value the schema
 * accepts, so that a request with one part broken still gets past the other parts' validation and
 * reaches the service and the database; the mutations break every field at once.
 */
import { randomUUID } from 'node:crypto';

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings tried in turn against a schema's pattern and lengths; the first that fits is used. */
function stringCandidates(): string[] {
  return ['sample', '123456', `walk-${randomUUID()}@example.org`, randomUUID(), 'x'];
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `walk-${randomUUID()}@example.org`;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.org/';
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!pattern || pattern.test(text));
  const padded = 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  return stringCandidates().find(fits) ?? padded;
}

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? Number.NEGATIVE_INFINITY;
  const high = schema.maximum ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(1, low), high);
}

/** A value `schema` most likely accepts: defaults, first enum members, minimal lengths, every property. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema || typeof schema !== 'object') return {};
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.[0]) return sampleOf(choices[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(sampleOf));
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          sampleOf(property),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleOf(schema.items));
    case 'string':
      return sampleString(schema);
    case 'integer':
      return Math.round(sampleNumber(schema));
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    default:
      // Free-form (`z.unknown()`, e.g. GeoJSON): an empty object is the least surprising guess.
      return {};
  }
}

/** A value of another JSON type than the one `schema` declares. */
export function wrongTypeOf(schema: JsonSchema | undefined): unknown {
  switch (schema?.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { 0: 'not an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return 'free-form field as a string';
  }
}

/** A number out of any sensible range for the schema's type. */
export function extremeNumberOf(schema: JsonSchema | undefined): unknown {
  if (schema?.type === 'integer') return 2 ** 63;
  if (schema?.type === 'number') return -1e308;
  return undefined;
}

/** Applies `change` to every string inside `value` (deep), leaving other values alone. */
export function mapStrings(value: unknown, change: (text: string) => unknown): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    );
  }
  return value;
}

/** Arrays nested `depth` deep, as JSON text: parsers and recursive code must not crash on it. */
export function deeplyNestedJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}
