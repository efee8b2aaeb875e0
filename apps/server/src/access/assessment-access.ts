/**
 * Internal staff by email domain (decision 0007). Who may read an assessment is the one access
 * policy's answer (access/access-policy.ts): internal staff read an assessment while it is
 * 'internal'.
 */

/**
 * True when `email` belongs to internal staff: its domain is one of `internalDomains` or a
 * subdomain of one, ignoring case ("ana@Maps.Ecotone.Earth" is internal for "ecotone.earth";
 * "ana@notecotone.earth" is not).
 */
export function isInternalEmail(email: string, internalDomains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return internalDomains.some((internal) => {
    const suffix = internal.toLowerCase();
    return domain === suffix || domain.endsWith(`.${suffix}`);
  });
}
