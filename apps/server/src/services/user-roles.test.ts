import { describe, expect, it } from 'vitest';
import {
  invitationRolesAllowed,
  normaliseRoles,
  removesLastAdministrator,
  roleChangeAllowed,
  roleSelectability,
} from './user-roles.js';

const admin = { any: true, partner: true };
const staff = { any: false, partner: true };
const nobody = { any: false, partner: false };
const roleTable = [
  { name: 'admin', selectable: true },
  { name: 'staff', selectable: true },
  { name: 'partner', selectable: true },
  { name: 'user', selectable: true },
];

describe('role changes', () => {
  it('lets assign-any change every role', () => {
    expect(roleChangeAllowed(admin, ['user'], ['admin', 'staff'])).toBe(true);
  });

  it('lets assign-partner add or remove partner and nothing else', () => {
    expect(roleChangeAllowed(staff, ['user'], ['partner', 'user'])).toBe(true);
    expect(roleChangeAllowed(staff, ['partner', 'user'], ['user'])).toBe(true);
    expect(roleChangeAllowed(staff, ['user'], ['staff', 'user'])).toBe(false);
    expect(roleChangeAllowed(staff, ['user'], ['partner'])).toBe(false);
    expect(roleChangeAllowed(staff, ['admin', 'user'], ['admin', 'partner', 'user'])).toBe(true);
  });

  it('refuses any change without an assign permission, and allows none', () => {
    expect(roleChangeAllowed(nobody, ['user'], ['partner', 'user'])).toBe(false);
    expect(roleChangeAllowed(nobody, ['user'], ['user'])).toBe(true);
  });

  it('protects the last administrator', () => {
    expect(removesLastAdministrator(['admin'], ['staff'], 1)).toBe(true);
    expect(removesLastAdministrator(['admin'], ['staff'], 2)).toBe(false);
    expect(removesLastAdministrator(['admin'], ['admin', 'staff'], 1)).toBe(false);
    expect(removesLastAdministrator(['staff'], ['user'], 1)).toBe(false);
  });

  it('orders and deduplicates roles', () => {
    expect(normaliseRoles(['user', 'admin', 'user'])).toEqual(['admin', 'user']);
  });
});

describe('the role list', () => {
  it('greys out what the viewer may not assign', () => {
    expect(roleSelectability(staff, roleTable, false)).toEqual([
      { role: 'admin', selectable: false },
      { role: 'staff', selectable: false },
      { role: 'partner', selectable: true },
      { role: 'user', selectable: false },
    ]);
  });

  it('for an invitation offers only the invitable roles, and honours the role table', () => {
    const table = roleTable.map((entry) =>
      entry.name === 'partner' ? { ...entry, selectable: false } : entry,
    );
    expect(roleSelectability(admin, table, true)).toEqual([
      { role: 'admin', selectable: false },
      { role: 'staff', selectable: false },
      { role: 'partner', selectable: false },
      { role: 'user', selectable: true },
    ]);
  });

  it('drops roles this version does not know', () => {
    expect(roleSelectability(admin, [{ name: 'auditor', selectable: true }], false)).toEqual([]);
  });
});

describe('invitation roles', () => {
  it('needs an assign permission for anything beyond user', () => {
    expect(invitationRolesAllowed(nobody, ['user'])).toBe(true);
    expect(invitationRolesAllowed(nobody, ['partner'])).toBe(false);
    expect(invitationRolesAllowed(staff, ['partner', 'user'])).toBe(true);
  });
});
