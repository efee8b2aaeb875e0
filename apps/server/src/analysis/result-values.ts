/**
 * Tool values as they are stored (jsonb) and served: plain JSON under the tools' own field names
 * (specs/3 section 3). Maps become objects, typed arrays arrays, dates ISO strings, and numbers
 * JSON cannot hold (NaN, infinities) become null rather than silently turning into strings.
 */
export function normaliseValues(values: Record<string, unknown>): Record<string, unknown> {
  const plain = toJson(values);
  return typeof plain === 'object' && plain !== null && !Array.isArray(plain)
    ? (plain as Record<string, unknown>)
    : {};
}

function toJson(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number>, (item) => toJson(item));
  }
  if (Array.isArray(value)) return value.map((item) => toJson(item) ?? null);
  if (value instanceof Map) return toJson(Object.fromEntries(value));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, toJson(item)] as const)
      .filter(([, item]) => item !== undefined);
    return Object.fromEntries(entries);
  }
  return undefined;
}
