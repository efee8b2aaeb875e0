const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** JSON's four whitespace bytes (space, tab, line feed, carriage return), nothing else. */
export const isJsonSpace = (byte: number): boolean =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Bytes that end a number, `true`, `false` or `null` where a value may stand. */
const endsPrimitive = (byte: number): boolean =>
  isJsonSpace(byte) || byte === COMMA || byte === CLOSE_BRACKET || byte === CLOSE_BRACE;

/** Bytes that cannot start a value: the scanner gives up and the whole-file path answers. */
export const cannotStartValue = (byte: number): boolean =>
  byte === COMMA || byte === COLON || byte === CLOSE_BRACKET || byte === CLOSE_BRACE;

/**
 * The bytes of one JSON value as they arrive in chunks: finds where the value ends by following
 * strings (and their escapes) and the nesting depth, without checking anything else; JSON.parse
 * checks the bytes once they are whole. Chunks may split the value anywhere.
 */
export class JsonValueBytes {
  private readonly parts: Uint8Array[] = [];
  private depth = 0;
  private inString = false;
  private escaped = false;
  private readonly primitive: boolean;
  private readonly topString: boolean;

  /** `first` is the value's first byte, not yet consumed. */
  constructor(first: number) {
    this.primitive = first !== QUOTE && first !== OPEN_BRACE && first !== OPEN_BRACKET;
    this.topString = first === QUOTE;
  }

  /**
   * Consumes `chunk` from `start`: the index just after the value's last byte when it ends in
   * this chunk (its bytes are then whole), or -1 when it goes on in the next chunk.
   */
  take(chunk: Uint8Array, start: number): number {
    const end = this.primitive ? this.primitiveEnd(chunk, start) : this.nestedEnd(chunk, start);
    // A chunk's bytes are copied only when the value goes on: the source may reuse its buffer.
    this.parts.push(end < 0 ? chunk.slice(start) : chunk.subarray(start, end));
    return end;
  }

  /** A primitive ends before its delimiter, which is left to the caller. */
  private primitiveEnd(chunk: Uint8Array, start: number): number {
    for (let index = start; index < chunk.length; index++) {
      if (endsPrimitive(chunk[index] as number)) return index;
    }
    return -1;
  }

  private nestedEnd(chunk: Uint8Array, start: number): number {
    let { depth, inString, escaped } = this;
    for (let index = start; index < chunk.length; index++) {
      const byte = chunk[index] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          inString = false;
          if (this.topString) return index + 1;
        }
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return index + 1;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return -1;
  }

  /** The value's bytes so far (all of them once `take` has found its end). */
  bytes(): Uint8Array {
    if (this.parts.length === 1) return this.parts[0] as Uint8Array;
    const whole = new Uint8Array(this.parts.reduce((sum, part) => sum + part.byteLength, 0));
    let offset = 0;
    for (const part of this.parts) {
      whole.set(part, offset);
      offset += part.byteLength;
    }
    return whole;
  }
}
