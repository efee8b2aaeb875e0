/**
 * Text of an uploaded file: the byte-order mark decides UTF-16 or UTF-8 and is dropped; without
 * one, `encoding` (e.g. an XML declaration's) or UTF-8. Never throws: an unknown label or bad
 * bytes decode as UTF-8 with replacement characters, which the parsers then refuse or keep.
 */
export function decodeText(bytes: Uint8Array, encoding = 'utf-8'): string {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder(encoding).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
