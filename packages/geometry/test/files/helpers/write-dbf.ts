/** dBase III fields for fixtures: C (text) and N (number). */
export interface DbfFieldSpec {
  name: string;
  type: 'C' | 'N';
  length: number;
  decimals?: number;
}

/** Windows-1252 for the characters fixtures use (Latin-1 range); anything else becomes '?'. */
export const encodeWindows1252 = (text: string): Uint8Array =>
  Uint8Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    return code < 256 ? code : 63;
  });

export const encodeUtf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function fieldText(field: DbfFieldSpec, value: string | number | undefined): string {
  if (value === undefined) return '';
  return field.type === 'N' && typeof value === 'number'
    ? value.toFixed(field.decimals ?? 0)
    : String(value);
}

/** Writes a .dbf: names and texts encoded by `encode`, numbers right-aligned, texts left-aligned. */
export function writeDbf(
  fields: readonly DbfFieldSpec[],
  rows: ReadonlyArray<Record<string, string | number>>,
  encode: (text: string) => Uint8Array = encodeUtf8,
  languageDriver = 0,
): Uint8Array {
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const bytes = new Uint8Array(headerLength + rows.length * recordLength + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes.set([126, 11, 21], 1);
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  bytes[29] = languageDriver;
  fields.forEach((field, index) => {
    const at = 32 + 32 * index;
    bytes.set(encode(field.name).subarray(0, 10), at);
    bytes[at + 11] = field.type.charCodeAt(0);
    bytes[at + 16] = field.length;
    bytes[at + 17] = field.decimals ?? 0;
  });
  bytes[headerLength - 1] = 0x0d;
  rows.forEach((row, rowIndex) => {
    let at = headerLength + rowIndex * recordLength;
    bytes[at++] = 0x20;
    for (const field of fields) {
      const encoded = encode(fieldText(field, row[field.name])).subarray(0, field.length);
      const cell = new Uint8Array(field.length).fill(0x20);
      cell.set(encoded, field.type === 'N' ? field.length - encoded.length : 0);
      bytes.set(cell, at);
      at += field.length;
    }
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}
