import type { RoleEntry } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  initialInviteForm,
  inviteBody,
  inviteEmailProblem,
  inviteRoleEntries,
  isUserAlreadyExists,
  needsNoAccessConfirmation,
  toggledInviteRoles,
} from './invite-rules';

const form = initialInviteForm('spanish');

describe('the invite form', () => {
  it('starts with the user role, no access and the given language', () => {
    expect(form).toEqual({
      email: '',
      firstName: '',
      lastName: '',
      roles: ['user'],
      accessLevels: [],
      language: 'spanish',
    });
  });

  it('needs a valid email', () => {
    expect(inviteEmailProblem(form)).toBe('required');
    expect(inviteEmailProblem({ ...form, email: 'ana@example' })).toBe('invalid');
    expect(inviteEmailProblem({ ...form, email: ' ana@example.org ' })).toBeNull();
  });

  it('asks "Add user with no access?" when nothing is granted, not when something is', () => {
    expect(needsNoAccessConfirmation(form)).toBe(true);
    expect(
      needsNoAccessConfirmation({
        ...form,
        accessLevels: [{ resourceType: 'site', resourceId: 's1', accessLevel: 'none' }],
      }),
    ).toBe(true);
    expect(
      needsNoAccessConfirmation({
        ...form,
        accessLevels: [{ resourceType: 'site', resourceId: 's1', accessLevel: 'basic' }],
      }),
    ).toBe(false);
  });

  it('sends the trimmed email, the names only when given, the roles and the language', () => {
    expect(inviteBody({ ...form, email: ' ana@example.org ', firstName: ' Ana ' })).toEqual({
      email: 'ana@example.org',
      firstName: 'Ana',
      roles: ['user'],
      accessLevels: [],
      language: 'spanish',
    });
  });
});

describe('the invitation roles', () => {
  const entries: RoleEntry[] = [
    { role: 'admin', selectable: true, description: '' },
    { role: 'staff', selectable: true, description: '' },
    { role: 'partner', selectable: true, description: '' },
    { role: 'user', selectable: false, description: '' },
  ];

  it('greys out every role that is not invitable or that the server refuses', () => {
    expect(inviteRoleEntries(entries).map((entry) => [entry.role, entry.selectable])).toEqual([
      ['admin', false],
      ['staff', false],
      ['partner', true],
      ['user', false],
    ]);
  });

  it('adds and removes invitable roles but never leaves none', () => {
    expect(toggledInviteRoles(['user'], 'partner', true)).toEqual(['user', 'partner']);
    expect(toggledInviteRoles(['user', 'partner'], 'user', false)).toEqual(['partner']);
    expect(toggledInviteRoles(['user'], 'user', false)).toEqual(['user']);
    expect(toggledInviteRoles(['user'], 'admin', true)).toEqual(['user']);
  });
});

it('recognises the user-already-exists answer', () => {
  expect(isUserAlreadyExists(new ApiError(409, 'USER_ALREADY_EXISTS', 'exists'))).toBe(true);
  expect(isUserAlreadyExists(new ApiError(409, 'CONFLICT', 'x'))).toBe(false);
  expect(isUserAlreadyExists(new Error('x'))).toBe(false);
});

it('sends the chosen access levels, leaving out those at None', () => {
  const form = {
    ...initialInviteForm('english'),
    email: ' ines@example.org ',
    accessLevels: [
      { resourceType: 'portfolio' as const, resourceId: 'f1', accessLevel: 'basic' as const },
      { resourceType: 'site' as const, resourceId: 's1', accessLevel: 'none' as const },
    ],
  };
  expect(needsNoAccessConfirmation(form)).toBe(false);
  expect(inviteBody(form).accessLevels).toEqual([
    { resourceType: 'portfolio', resourceId: 'f1', accessLevel: 'basic' },
  ]);
});
