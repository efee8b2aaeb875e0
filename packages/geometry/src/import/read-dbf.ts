import type { GeoJsonProperties } from 'geojson';
import type { Refusal } from '../types.js';
import { encodingFromCpg, guessDbfEncoding } from './dbf-encoding.js';

interface DbfField {
  name: string;
  type: string;
  offset: number;
  length: number;
}

export interface DbfTable {
  rows: NonNullable<GeoJsonProperties>[];
  warnings: Refusal[];
}

function fieldsOf(
  bytes: Uint8Array,
  headerLength: number,
  decoder: InstanceType<typeof TextDecoder>,
): DbfField[] {
  const fields: DbfField[] = [];
  let offset = 1; // after the deletion flag
  for (let at = 32; at + 32 <= headerLength && bytes[at] !== 0x0d; at += 32) {
    const nameBytes = bytes.subarray(at, at + 11);
    const end = nameBytes.indexOf(0);
    const name = decoder.decode(end < 0 ? nameBytes : nameBytes.subarray(0, end)).trim();
    const length = bytes[at + 16] ?? 0;
    fields.push({ name, type: String.fromCharCode(bytes[at + 11] ?? 32), offset, length });
    offset += length;
  }
  return fields;
}

/** A field's text as JSON: numbers for N/F, booleans for L, ISO dates for D, null when blank. */
function fieldValue(type: string, text: string): string | number | boolean | null {
  const trimmed = text.trim();
  if (type === 'C') return text.trimEnd();
  if (trimmed === '' || /^[*?]+$/.test(trimmed)) return null;
  if (type === 'N' || type === 'F') {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : null;
  }
  if (type === 'L')
    return /^[TtYy]$/.test(trimmed) ? true : /^[FfNn]$/.test(trimmed) ? false : null;
  if (type === 'D' && /^\d{8}$/.test(trimmed)) {
    return `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6)}`;
  }
  return trimmed;
}

function chooseEncoding(bytes: Uint8Array, cpg: string | undefined, file: string) {
  const fromCpg = cpg === undefined ? undefined : encodingFromCpg(cpg);
  const encoding = fromCpg ?? guessDbfEncoding(bytes.subarray(32), bytes[29] ?? 0);
  const warnings: Refusal[] =
    cpg !== undefined && !fromCpg
      ? [{ code: 'CPG_UNKNOWN', params: { file, encoding: cpg.trim().slice(0, 40) } }]
      : [];
  return { decoder: new TextDecoder(encoding), warnings };
}

/**
 * Reads a .dbf's rows as feature properties, in the .cpg's encoding when there is one. Attributes
 * are a bonus, so a damaged .dbf gives a warning and whatever rows are complete, never a refusal.
 */
export function readDbf(bytes: Uint8Array, cpg: string | undefined, file: string): DbfTable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 32)
    return { rows: [], warnings: [{ code: 'DBF_UNREADABLE', params: { file } }] };
  const declaredRows = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const { decoder, warnings } = chooseEncoding(bytes, cpg, file);
  const fields = fieldsOf(bytes, Math.min(headerLength, bytes.byteLength), decoder);
  const completeRows =
    recordLength > 0 ? Math.floor((bytes.byteLength - headerLength) / recordLength) : 0;
  const rowCount = Math.max(0, Math.min(declaredRows, completeRows));
  if (rowCount < declaredRows) warnings.push({ code: 'DBF_UNREADABLE', params: { file } });
  const rows: DbfTable['rows'] = [];
  for (let row = 0; row < rowCount; row++) {
    const start = headerLength + row * recordLength;
    const properties: NonNullable<GeoJsonProperties> = {};
    for (const field of fields) {
      const slice = bytes.subarray(start + field.offset, start + field.offset + field.length);
      properties[field.name] = fieldValue(field.type, decoder.decode(slice));
    }
    rows.push(properties);
  }
  return { rows, warnings };
}
