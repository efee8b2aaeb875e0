import { isUniqueViolation } from '../db/database.js';

/**
 * Whether an error (or one it wraps: better-auth's adapter and Drizzle wrap the driver's) is
 * PostgreSQL's unique_violation: two requests raced for the same email.
 */
export function isDuplicateKey(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (isUniqueViolation(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
