/**
 * The checks the zod-free readers (`error-body.ts`, `session-readers.ts`,
 * `notification-list-reader.ts`, `map-config-reader.ts`) are built of: each accepts exactly what
 * the zod schema it is named after accepts, so a reader's test can hold it to its schema.
 */

/** `z.object`'s input: any object but an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `z.record`'s input: an object whose constructor is absent or Object-like (zod's `isPlainObject`). */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const maker: unknown = value.constructor;
  if (typeof maker !== 'function') return true;
  const prototype: unknown = maker.prototype;
  return isRecord(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

/** `z.number()`: NaN and the infinities are refused. */
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** `z.number().int()`: zod 4's integers are the safe ones. */
export const isSafeInteger = (value: unknown): value is number => Number.isSafeInteger(value);

export const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** `z.enum(values)`. */
export const isOneOf = <Value extends string>(
  values: readonly Value[],
  value: unknown,
): value is Value => typeof value === 'string' && (values as readonly string[]).includes(value);

/** `z.array(item)`: a new array of the items read, or undefined if one is refused. */
export function readArray<Item>(
  value: unknown,
  readItem: (item: unknown) => Item | undefined,
): Item[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: Item[] = [];
  for (const item of value) {
    const read = readItem(item);
    if (read === undefined) return undefined;
    items.push(read);
  }
  return items;
}

/** `z.array(z.enum(values))`. */
export const readArrayOf = <Value extends string>(values: readonly Value[], value: unknown) =>
  readArray(value, (item) => (isOneOf(values, item) ? item : undefined));

/**
 * `z.record(z.string(), z.union([z.string(), z.number()]))`: a copy, without an own `__proto__`
 * key (zod drops it too); a symbol key is refused.
 */
export function readParams(value: unknown): Record<string, string | number> | undefined {
  if (!isPlainRecord(value)) return undefined;
  const enumerableSymbol = Object.getOwnPropertySymbols(value).some((symbol) =>
    Object.prototype.propertyIsEnumerable.call(value, symbol),
  );
  if (enumerableSymbol) return undefined;
  const params: Record<string, string | number> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') continue;
    const param = value[key];
    if (typeof param !== 'string' && !isFiniteNumber(param)) return undefined;
    params[key] = param;
  }
  return params;
}

/** zod 4's `z.uuid()`: an RFC 9562 UUID (versions 1 to 8), or the nil or max UUID. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** A calendar date, 29 February only in leap years: zod 4's `dateSource`. */
const DATE =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
/** zod 4's `z.iso.datetime()`: seconds required, any fraction, UTC (`Z`) only. */
const ISO_DATETIME = new RegExp(
  `^${DATE}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$`,
);
export const isIsoDateTime = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATETIME.test(value);
