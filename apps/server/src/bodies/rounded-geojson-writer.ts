import { gzipSync } from 'node:zlib';
import { SHAPE_DECIMALS } from '@ecotone/geometry';
import { ANSWER_GZIP_OPTIONS, COMPRESS_ANSWERS_ABOVE_BYTES } from './geojson-encoding.js';

const SCALE = 10 ** SHAPE_DECIMALS;
/**
 * Below this, the decimal k·10^-6 has at most 15 significant digits, so the double nearest it
 * prints as that decimal (DBL_DIG is 15: no other decimal of 15 digits or fewer rounds to the
 * same double), which is what `JSON.stringify(k / 1e6)` writes. Past it, JSON.stringify does.
 */
const EXACT_BELOW = 1e15;
const COMMA = 0x2c;
const encoder = new TextEncoder();
/** "00" to "99" as ASCII: the digits of n at 2n and 2n + 1. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, index) =>
  index % 2 === 0 ? 0x30 + Math.floor(index / 20) : 0x30 + ((index >> 1) % 10),
);

/** Receives each full chunk of a writer's bytes; the writer never touches a chunk it handed on. */
export type ChunkSink = (chunk: Uint8Array) => void;

/**
 * Writes GeoJSON as UTF-8 bytes with every coordinate rounded to SHAPE_DECIMALS (6, specs/1
 * section 5): the same bytes as `JSON.stringify` of the value with each coordinate `v` replaced
 * by `Math.round(v * 1e6) / 1e6 || 0` (roundCoordinates' rounding, without its removal of the
 * points rounding merges), but each coordinate is written from the integer `Math.round(v * 1e6)`,
 * which costs a fraction of formatting a double. Everything that is not under `coordinates`
 * (properties, `type`, `crs`, `bbox`, ...) is written by `JSON.stringify`.
 *
 * Non-finite coordinates (which the importer never produces) are written as JSON.stringify
 * writes their rounding: NaN as 0 (as roundCoordinates maps it), ±Infinity as null.
 *
 * Bytes go into chunks of `chunkBytes` or more, each handed to `sink` once full, so the text is
 * never copied to grow one buffer. (Deflating each chunk on libuv's threads while the next is
 * written was tried and gained nothing measurable here: docs/decisions/0013.)
 */
export class RoundedGeoJsonWriter {
  private chunk: Uint8Array;
  private length = 0;
  /** Bytes handed to the sink so far. */
  private handed = 0;

  constructor(
    private readonly sink: ChunkSink,
    private readonly chunkBytes = 1 << 20,
  ) {
    this.chunk = new Uint8Array(chunkBytes + 4096);
  }

  /** Bytes written so far, handed on or not. */
  get byteLength(): number {
    return this.handed + this.length;
  }

  /** Hands on whatever is in the current chunk (nothing when empty). */
  flush(): void {
    if (this.length === 0) return;
    this.sink(this.chunk.subarray(0, this.length));
    this.handed += this.length;
    this.chunk = new Uint8Array(this.chunkBytes + 4096);
    this.length = 0;
  }

  /** Room for `bytes` more; hands the chunk on when it is full. */
  private room(bytes: number): void {
    if (this.length >= this.chunkBytes) this.flush();
    if (this.length + bytes > this.chunk.length) {
      // A single piece larger than a chunk (a long property text): a larger chunk of its own.
      const larger = new Uint8Array(this.length + bytes + 4096);
      larger.set(this.chunk.subarray(0, this.length));
      this.chunk = larger;
    }
  }

  /**
   * A string's UTF-8 bytes. Short ASCII strings (keys, types, most properties) are copied code
   * by code: no view object per string, so writing allocates little and the import's fresh
   * collection is not copied around the young generation by the scavenges it would trigger.
   */
  private text(text: string): void {
    const count = text.length;
    this.room(count * 3);
    const bytes = this.chunk;
    const at = this.length;
    if (count <= 256) {
      let index = 0;
      while (index < count) {
        const code = text.charCodeAt(index);
        if (code >= 0x80) break;
        bytes[at + index] = code;
        index++;
      }
      if (index === count) {
        this.length = at + count;
        return;
      }
    }
    this.length = at + encoder.encodeInto(text, bytes.subarray(at)).written;
  }

  private byte(code: number): void {
    this.room(1);
    this.chunk[this.length++] = code;
  }

  /** JSON.stringify of a value in an array: `null` where it writes nothing (undefined). */
  private json(value: unknown): void {
    this.text(JSON.stringify(value) ?? 'null');
  }

  /** A member's key and colon: `"key":`, its text made once per key. */
  private key(key: string): void {
    let text = KEY_TEXTS.get(key);
    if (text === undefined) {
      text = `${JSON.stringify(key)}:`;
      if (KEY_TEXTS.size < 1000) KEY_TEXTS.set(key, text);
    }
    this.text(text);
  }

  /** A coordinate that is not in a position of numbers (rare): rounded as in position(). */
  private coordinate(value: number): void {
    this.room(26);
    const scaled = Math.round(value * SCALE);
    if (scaled < EXACT_BELOW && scaled > -EXACT_BELOW) {
      this.length = writeScaled(this.chunk, this.length, scaled);
    } else {
      this.text(JSON.stringify(scaled / SCALE || 0));
    }
  }

  /** A `coordinates` value: nested arrays of numbers (positions written in one go). */
  private coordinates(value: unknown): void {
    if (typeof value === 'number') {
      this.coordinate(value);
    } else if (Array.isArray(value)) {
      if (value.length > 0 && typeof value[0] === 'number') {
        this.position(value);
        return;
      }
      this.byte(0x5b);
      for (let index = 0; index < value.length; index++) {
        if (index > 0) this.byte(COMMA);
        this.coordinates(value[index]);
      }
      this.byte(0x5d);
    } else {
      this.json(value);
    }
  }

  /**
   * An array whose first element is a number: a position. The rounding stays in this loop, so
   * a coordinate is never boxed to be passed on; the integer passed to writeScaled is small.
   */
  private position(value: unknown[]): void {
    this.byte(0x5b);
    for (let index = 0; index < value.length; index++) {
      this.room(26);
      if (index > 0) this.chunk[this.length++] = COMMA;
      const element = value[index];
      if (typeof element !== 'number') {
        this.coordinates(element);
        continue;
      }
      const scaled = Math.round(element * SCALE);
      if (scaled < EXACT_BELOW && scaled > -EXACT_BELOW) {
        this.length = writeScaled(this.chunk, this.length, scaled);
      } else {
        this.text(JSON.stringify(scaled / SCALE || 0));
      }
    }
    this.byte(0x5d);
  }

  /**
   * An object's members in JSON.stringify's order and form: those of its `kind` this writer
   * writes itself (a collection's `features`, a feature's `geometry`, a geometry's
   * `coordinates` and `geometries`, when of the kind expected), the rest by JSON.stringify.
   */
  private members(value: Record<string, unknown>, kind: Kind): void {
    this.byte(0x7b);
    let first = true;
    for (const key of Object.keys(value)) {
      const member = value[key];
      const own = writesItself(kind, key, member);
      let memberText: string | undefined;
      if (!own) {
        memberText =
          typeof member === 'string' && member.length < 32
            ? shortStringText(member)
            : JSON.stringify(member);
        if (memberText === undefined) continue;
      }
      if (!first) this.byte(COMMA);
      first = false;
      this.key(key);
      if (memberText !== undefined) this.text(memberText);
      else if (kind === Kind.Collection) this.features(member as unknown[]);
      else if (kind === Kind.Feature) this.geometry(member);
      else if (key === 'coordinates') this.coordinates(member);
      else this.geometries(member as unknown[]);
    }
    this.byte(0x7d);
  }

  private features(features: unknown[]): void {
    this.byte(0x5b);
    for (let index = 0; index < features.length; index++) {
      if (index > 0) this.byte(COMMA);
      this.feature(features[index]);
    }
    this.byte(0x5d);
  }

  private geometries(geometries: unknown[]): void {
    this.byte(0x5b);
    for (let index = 0; index < geometries.length; index++) {
      if (index > 0) this.byte(COMMA);
      this.geometry(geometries[index]);
    }
    this.byte(0x5d);
  }

  /** A geometry (or null): its `coordinates` rounded, a collection's `geometries` each so. */
  geometry(value: unknown): void {
    if (isPlainObject(value)) this.members(value, Kind.Geometry);
    else this.json(value);
  }

  /** A feature: its `geometry` rounded, the rest by JSON.stringify. */
  feature(value: unknown): void {
    if (isPlainObject(value)) this.members(value, Kind.Feature);
    else this.json(value);
  }

  /** A GeoJSON object of any kind: a FeatureCollection's features, a Feature, or a geometry. */
  geoJson(value: unknown): void {
    if (!isPlainObject(value)) this.json(value);
    else if (value.type === 'Feature') this.feature(value);
    else if (value.type === 'FeatureCollection') this.members(value, Kind.Collection);
    else this.geometry(value);
  }
}

/** Which GeoJSON object a writer is in. */
enum Kind {
  Collection,
  Feature,
  Geometry,
}

/** Whether the writer writes this member itself, rounded (else JSON.stringify writes it). */
function writesItself(kind: Kind, key: string, member: unknown): boolean {
  if (kind === Kind.Collection) return key === 'features' && Array.isArray(member);
  if (kind === Kind.Feature) return key === 'geometry' && isPlainObject(member);
  if (key === 'coordinates') return Array.isArray(member) || typeof member === 'number';
  return key === 'geometries' && Array.isArray(member);
}

/** JSON texts of keys, and of short strings (`"Feature"`, `"Polygon"`), made once each. */
const KEY_TEXTS = new Map<string, string>();
const SHORT_STRING_TEXTS = new Map<string, string>();
function shortStringText(value: string): string {
  let text = SHORT_STRING_TEXTS.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    if (SHORT_STRING_TEXTS.size < 1000) SHORT_STRING_TEXTS.set(value, text);
  }
  return text;
}

/**
 * Writes the decimal scaled·10^-6 (|scaled| < 1e15, an integer) into `bytes` at `at`, as
 * JSON.stringify writes the double nearest it; answers where it ended. Whole and fraction are
 * int32s (the whole part is under 1e9); the fraction's six digits go two at a time, then its
 * trailing zeros are dropped. The caller made room for 24 bytes.
 */
function writeScaled(bytes: Uint8Array, start: number, scaled: number): number {
  let at = start;
  let rest = scaled;
  if (rest < 0) {
    bytes[at++] = 0x2d;
    rest = -rest;
  }
  let whole = Math.floor(rest / SCALE) | 0;
  const fraction = (rest - whole * SCALE) | 0;
  if (whole < 10) {
    bytes[at++] = 0x30 + whole;
  } else if (whole < 100) {
    bytes[at++] = DIGIT_PAIRS[whole * 2] as number;
    bytes[at++] = DIGIT_PAIRS[whole * 2 + 1] as number;
  } else {
    const digits = whole < 1000 ? 3 : Math.floor(Math.log10(whole)) + 1;
    for (let place = at + digits - 1; place >= at; place--) {
      const next = (whole / 10) | 0;
      bytes[place] = 0x30 + whole - next * 10;
      whole = next;
    }
    at += digits;
  }
  if (fraction !== 0) {
    bytes[at] = 0x2e;
    const high = (fraction / 10_000) | 0;
    const low = fraction - high * 10_000;
    const middle = (low / 100) | 0;
    const last = low - middle * 100;
    bytes[at + 1] = DIGIT_PAIRS[high * 2] as number;
    bytes[at + 2] = DIGIT_PAIRS[high * 2 + 1] as number;
    bytes[at + 3] = DIGIT_PAIRS[middle * 2] as number;
    bytes[at + 4] = DIGIT_PAIRS[middle * 2 + 1] as number;
    bytes[at + 5] = DIGIT_PAIRS[last * 2] as number;
    bytes[at + 6] = DIGIT_PAIRS[last * 2 + 1] as number;
    at += 7;
    while (bytes[at - 1] === 0x30) at--;
  }
  return at;
}

/** An object JSON.stringify writes member by member (no toJSON of its own). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/**
 * The GeoJSON `value` as UTF-8 bytes with coordinates rounded (RoundedGeoJsonWriter), in one
 * array of its own (movable to another thread).
 */
export function roundedGeoJsonBytes(value: unknown): Uint8Array {
  const chunks: Uint8Array[] = [];
  const writer = new RoundedGeoJsonWriter((chunk) => chunks.push(chunk));
  writer.geoJson(value);
  writer.flush();
  const bytes = new Uint8Array(writer.byteLength);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * The `geojson` member of the import's answer as JSON bytes, coordinates rounded to
 * SHAPE_DECIMALS: the GeoJSON itself, or, over COMPRESS_ANSWERS_ABOVE_BYTES, a base64 string of
 * it gzipped (ANSWER_GZIP_OPTIONS; one gzip member, as DecompressionStream('gzip') in the
 * browser reads it).
 */
export function roundedGeoJsonAnswer(value: unknown): { json: Uint8Array; compressed: boolean } {
  const bytes = roundedGeoJsonBytes(value);
  if (bytes.length <= COMPRESS_ANSWERS_ABOVE_BYTES) return { json: bytes, compressed: false };
  const base64 = gzipSync(bytes, ANSWER_GZIP_OPTIONS).toString('base64');
  const json = Buffer.allocUnsafeSlow(base64.length + 2);
  json[0] = 0x22;
  json.write(base64, 1, 'latin1');
  json[json.length - 1] = 0x22;
  return { json, compressed: true };
}
