import { ROLES, type Role } from '@ecotone/contracts';

/** Who is asking: the signed-in user behind a request, as services see them. */
export interface Viewer {
  userId: string;
  email: string;
  roles: Role[];
}

/** better-auth's admin plugin stores roles as one comma-separated string; unknown names are dropped. */
export function parseRoles(value: string | null | undefined): Role[] {
  if (!value) return [];
  const known = new Set<string>(ROLES);
  return value
    .split(',')
    .map((role) => role.trim())
    .filter((role): role is Role => known.has(role));
}
