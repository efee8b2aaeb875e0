/**
 * A typed threshold (specs/1 section 5: slope a whole number 1..90, percentages 0..100), or null
 * when it is empty, not a number, out of range or (for a whole number) has decimals.
 */
export function parseThreshold(
  text: string,
  range: { min: number; max: number },
  wholeNumber: boolean,
): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < range.min || value > range.max) return null;
  if (wholeNumber && !Number.isInteger(value)) return null;
  return value;
}
