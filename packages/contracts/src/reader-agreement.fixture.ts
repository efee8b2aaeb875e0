import { expect } from 'vitest';

interface Schema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/**
 * Holds a zod-free reader to its schema: for this answer it gives what `safeParse` gives (the
 * same keys too: `toEqual` alone would not see an extra undefined one), or undefined where the
 * schema refuses it.
 */
export function expectReaderAgrees(
  schema: Schema,
  read: (value: unknown) => unknown,
  answer: unknown,
): void {
  const parsed = schema.safeParse(answer);
  const result = read(answer);
  expect(result).toEqual(parsed.success ? parsed.data : undefined);
  if (parsed.success && typeof parsed.data === 'object' && parsed.data !== null) {
    expect(Object.keys(result as object).sort()).toEqual(Object.keys(parsed.data).sort());
  }
}
