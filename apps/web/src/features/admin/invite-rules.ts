import {
  type AccessSource,
  INVITABLE_ROLES,
  type InviteUserBody,
  type Role,
  type RoleEntry,
  USER_NAME_MAX,
} from '@ecotone/contracts';
import type { Language } from '@ecotone/i18n';
import { ApiError } from '../../api/api-error';
import { isValidEmail, normalizeEmail } from '../../ui/email';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

export interface InviteForm {
  email: string;
  firstName: string;
  lastName: string;
  roles: InvitableRole[];
  /** Grants per resource, chosen in the dialog's access section (level `none` grants nothing). */
  accessLevels: AccessSource[];
  language: Language;
}

export const initialInviteForm = (language: Language): InviteForm => ({
  email: '',
  firstName: '',
  lastName: '',
  roles: ['user'],
  accessLevels: [],
  language,
});

export type EmailProblem = 'required' | 'invalid' | 'already-exists';

/** What stops the invitation from being sent: the email (specs/2 section 5, "Invite"). */
export function inviteEmailProblem(
  form: InviteForm,
): Exclude<EmailProblem, 'already-exists'> | null {
  if (normalizeEmail(form.email) === '') return 'required';
  return isValidEmail(form.email) ? null : 'invalid';
}

/** "If no access at all is granted, confirm 'Add user with no access?'" */
export const needsNoAccessConfirmation = (form: InviteForm): boolean =>
  form.accessLevels.every((grant) => grant.accessLevel === 'none');

const isInvitable = (role: Role): role is InvitableRole =>
  (INVITABLE_ROLES as readonly Role[]).includes(role);

/**
 * The roles the invite dialog offers: GET /api/user/all-roles?forInvite=true lists every role,
 * and only the invitable ones the viewer may assign are selectable (the rest greyed out).
 */
export function inviteRoleEntries(entries: readonly RoleEntry[]): RoleEntry[] {
  return entries.map((entry) => ({
    ...entry,
    selectable: entry.selectable && isInvitable(entry.role),
  }));
}

/** The invitation's roles after ticking one; never none (the default `user` stays then). */
export function toggledInviteRoles(
  roles: readonly InvitableRole[],
  role: Role,
  checked: boolean,
): InvitableRole[] {
  if (!isInvitable(role)) return [...roles];
  const next = INVITABLE_ROLES.filter((candidate) =>
    candidate === role ? checked : roles.includes(candidate),
  );
  return next.length === 0 ? [...roles] : next;
}

const namePart = (value: string): string | undefined => {
  const trimmed = value.trim().slice(0, USER_NAME_MAX);
  return trimmed === '' ? undefined : trimmed;
};

/** POST /api/user/invite's body: the trimmed email, names only when given. */
export function inviteBody(form: InviteForm): InviteUserBody {
  const body: InviteUserBody = {
    email: normalizeEmail(form.email),
    roles: form.roles,
    accessLevels: form.accessLevels.filter((grant) => grant.accessLevel !== 'none'),
    language: form.language,
  };
  const firstName = namePart(form.firstName);
  const lastName = namePart(form.lastName);
  if (firstName) body.firstName = firstName;
  if (lastName) body.lastName = lastName;
  return body;
}

/** 409 USER_ALREADY_EXISTS: the email field says so and offers the existing user's profile. */
export const isUserAlreadyExists = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'USER_ALREADY_EXISTS';
