import type { ShapeFeature } from '../types.js';

/** A dBase field: C text, N number, L logical. */
interface DbfField {
  /** The property it comes from. */
  key: string;
  /** At most 10 ASCII bytes, unique without regard to case. */
  name: string;
  type: 'C' | 'N' | 'L';
  length: number;
  decimals: number;
}

const MAX_TEXT_BYTES = 254;
const encoder = new TextEncoder();

/** Text cut to at most `limit` UTF-8 bytes without splitting a character. */
function utf8Within(text: string, limit: number): Uint8Array {
  const bytes = encoder.encode(text);
  if (bytes.length <= limit) return bytes;
  let end = limit;
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end);
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** A dBase name: ASCII letters, digits and _, 10 bytes, made unique by a numbered suffix. */
function fieldName(key: string, taken: Set<string>): string {
  const base = key.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 10) || 'FIELD';
  let name = base;
  for (let n = 1; taken.has(name.toUpperCase()); n += 1)
    name = `${base.slice(0, 10 - String(n).length - 1)}_${n}`;
  taken.add(name.toUpperCase());
  return name;
}

function fieldFor(key: string, values: unknown[], taken: Set<string>): DbfField {
  const name = fieldName(key, taken);
  const present = values.filter((value) => value !== null && value !== undefined);
  if (present.length > 0 && present.every((value) => typeof value === 'boolean'))
    return { key, name, type: 'L', length: 1, decimals: 0 };
  if (present.length > 0 && present.every((value) => Number.isFinite(value))) {
    const integers = (present as number[]).every(
      (value) => Number.isInteger(value) && Math.abs(value) < 1e15,
    );
    return integers
      ? { key, name, type: 'N', length: 18, decimals: 0 }
      : { key, name, type: 'N', length: 24, decimals: 10 };
  }
  const longest = Math.max(1, ...present.map((value) => encoder.encode(textOf(value)).length));
  return { key, name, type: 'C', length: Math.min(MAX_TEXT_BYTES, longest), decimals: 0 };
}

/** One field per property key, in the order keys first appear; `id` when there are none. */
function fieldsOf(rows: ReadonlyArray<Record<string, unknown>>): DbfField[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const taken = new Set<string>();
  const fields = keys.map((key) =>
    fieldFor(
      key,
      rows.map((row) => row[key]),
      taken,
    ),
  );
  return fields.length > 0 ? fields : [{ key: '', name: 'id', type: 'N', length: 10, decimals: 0 }];
}

function cellBytes(field: DbfField, value: unknown, rowNumber: number): Uint8Array {
  if (field.key === '') return encoder.encode(String(rowNumber).padStart(field.length));
  if (value === null || value === undefined) return new Uint8Array(0);
  if (field.type === 'L') return encoder.encode(value ? 'T' : 'F');
  if (field.type === 'N')
    return encoder.encode((value as number).toFixed(field.decimals).padStart(field.length));
  return utf8Within(textOf(value), field.length);
}

/**
 * The .dbf of the features' properties (dBase III, texts in UTF-8 as the .cpg beside it says).
 * Numbers become N fields, booleans L, anything else text (objects as JSON), cut at 254 bytes.
 */
export function writeDbf(features: readonly ShapeFeature[], date = new Date()): Uint8Array {
  const rows = features.map((feature) => (feature.properties ?? {}) as Record<string, unknown>);
  const fields = fieldsOf(rows);
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const bytes = new Uint8Array(headerLength + rows.length * recordLength + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes.set([date.getUTCFullYear() - 1900, date.getUTCMonth() + 1, date.getUTCDate()], 1);
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((field, index) => {
    const at = 32 + 32 * index;
    bytes.set(encoder.encode(field.name), at);
    bytes[at + 11] = field.type.charCodeAt(0);
    bytes[at + 16] = field.length;
    bytes[at + 17] = field.decimals;
  });
  bytes[headerLength - 1] = 0x0d;
  rows.forEach((row, rowIndex) => {
    let at = headerLength + rowIndex * recordLength;
    bytes[at++] = 0x20; // not deleted
    for (const field of fields) {
      bytes.fill(0x20, at, at + field.length);
      bytes.set(cellBytes(field, row[field.key], rowIndex + 1), at);
      at += field.length;
    }
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}
