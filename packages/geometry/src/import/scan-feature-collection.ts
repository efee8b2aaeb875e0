import { cannotStartValue, isJsonSpace, JsonValueBytes } from './json-value-bytes.js';

/** A top-level JSON object read member by member, its `features` array element by element. */
export interface ScannedCollection {
  /** The other members, parsed (a later duplicate replaces an earlier one, as in JSON.parse). */
  members: Map<string, unknown>;
  /** The `features` array's elements, parsed one at a time; undefined without that member. */
  features: unknown[] | undefined;
}

/** Where the scanner is in the top-level object: what the next non-space byte must be. */
type Expect =
  | 'open' // the document's `{`
  | 'first-key' // a key or `}`
  | 'key' // a key, after a comma
  | 'colon'
  | 'value'
  | 'after-value' // `,` or `}`
  | 'first-element' // an element or `]`, just inside `"features": [`
  | 'element' // an element, after a comma
  | 'after-element' // `,` or `]`
  | 'end'; // nothing but spaces

const BOM = [0xef, 0xbb, 0xbf];
const decoder = new TextDecoder('utf-8');

/** JSON.parse of some bytes, or GIVE_UP when they are not one JSON value. */
const GIVE_UP = Symbol('give up');
function parseBytes(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return GIVE_UP;
  }
}

/** The index of the first byte from `start` that is not a space (exports pad with blank lines). */
function skipSpaces(chunk: Uint8Array, start: number): number {
  let index = start;
  while (index < chunk.length && isJsonSpace(chunk[index] as number)) index++;
  return index;
}

/**
 * Reads a UTF-8 JSON document whose top level is an object, without ever holding its text:
 * each member's value and each element of a `features` array is parsed on its own as its bytes
 * complete. Answers undefined whenever it cannot follow (another top-level value, a UTF-16
 * document, a syntax error, `features` twice or not an array): the caller then reads the file
 * whole, which answers exactly as before, syntax errors with their line and column.
 */
export async function scanFeatureCollection(
  chunks: AsyncIterable<Uint8Array>,
): Promise<ScannedCollection | undefined> {
  const members = new Map<string, unknown>();
  let features: unknown[] | undefined;
  let expect = 'open' as Expect;
  let key = '';
  let value: JsonValueBytes | undefined;
  let valueKind: 'key' | 'member' | 'element' = 'member';
  let offset = 0;

  /** Files away a value whose bytes are whole; false when they do not parse. */
  const complete = (bytes: Uint8Array): boolean => {
    const parsed = parseBytes(bytes);
    if (parsed === GIVE_UP) return false;
    if (valueKind === 'key') {
      key = parsed as string;
      expect = 'colon';
    } else if (valueKind === 'element') {
      features?.push(parsed);
      expect = 'after-element';
    } else {
      members.set(key, parsed);
      expect = 'after-value';
    }
    return true;
  };

  /** Handles one structural byte outside any value; false when the scanner cannot follow. */
  const step = (byte: number): boolean => {
    const startValue = (kind: typeof valueKind) => {
      if (cannotStartValue(byte)) return false;
      valueKind = kind;
      value = new JsonValueBytes(byte);
      return true;
    };
    switch (expect) {
      case 'open':
        expect = 'first-key';
        return byte === 0x7b;
      case 'first-key':
        if (byte === 0x7d) {
          expect = 'end';
          return true;
        }
        return byte === 0x22 && startValue('key');
      case 'key':
        return byte === 0x22 && startValue('key');
      case 'colon':
        expect = 'value';
        return byte === 0x3a;
      case 'value':
        if (key === 'features' && (features !== undefined || members.has(key))) return false;
        if (key === 'features' && byte === 0x5b) {
          features = [];
          expect = 'first-element';
          return true;
        }
        return startValue('member');
      case 'after-value':
        expect = byte === 0x2c ? 'key' : 'end';
        return byte === 0x2c || byte === 0x7d;
      case 'first-element':
        if (byte === 0x5d) {
          expect = 'after-value';
          return true;
        }
        return startValue('element');
      case 'element':
        return startValue('element');
      case 'after-element':
        expect = byte === 0x2c ? 'element' : 'after-value';
        return byte === 0x2c || byte === 0x5d;
      case 'end':
        return false;
    }
  };

  for await (const chunk of chunks) {
    let index = 0;
    // A UTF-8 byte-order mark is dropped, as decodeText does; it may be split across chunks.
    while (offset < 3 && index < chunk.length) {
      if (chunk[index] !== BOM[offset]) {
        if (offset > 0) return undefined;
        offset = 3;
        break;
      }
      offset++;
      index++;
    }
    while (index < chunk.length) {
      if (value) {
        const end = value.take(chunk, index);
        if (end < 0) break;
        const bytes = value.bytes();
        value = undefined;
        if (!complete(bytes)) return undefined;
        index = end;
        continue;
      }
      index = skipSpaces(chunk, index);
      if (index === chunk.length) break;
      if (!step(chunk[index] as number)) return undefined;
      // A value's first byte is left for it to take.
      if (!value) index++;
    }
  }
  if (value) {
    // Only a primitive can end with the input, and none stands at the top level.
    return undefined;
  }
  return expect === 'end' ? { members, features } : undefined;
}
