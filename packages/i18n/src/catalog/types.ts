/**
 * The shape every language must match: the English catalogue with each leaf widened to string.
 * A key missing from the Spanish catalogue is therefore a type error, and `parity.test.ts`
 * catches what the type system cannot (empty strings, placeholders that differ).
 */
export type Widen<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]>;
};
