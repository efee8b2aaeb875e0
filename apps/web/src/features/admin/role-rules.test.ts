import type { RoleEntry } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { roleOptions, showsRoles, toggledRoles } from './role-rules';

/** What GET /api/user/all-roles answers a viewer with assign-partner:user-roles only. */
const partnerOnly: RoleEntry[] = [
  { role: 'admin', selectable: false, description: 'Everything' },
  { role: 'staff', selectable: false, description: 'Internal staff' },
  { role: 'partner', selectable: true, description: 'A partner organisation' },
  { role: 'user', selectable: false, description: 'Signs in' },
];
const any: RoleEntry[] = partnerOnly.map((entry) => ({ ...entry, selectable: true }));

describe('the roles section', () => {
  it('shows with either role permission, not without', () => {
    expect(showsRoles({ assignAny: false, assignPartner: true })).toBe(true);
    expect(showsRoles({ assignAny: true, assignPartner: false })).toBe(true);
    expect(showsRoles({ assignAny: false, assignPartner: false })).toBe(false);
  });

  it('greys out the roles the server marks unselectable and ticks the held ones', () => {
    expect(roleOptions(partnerOnly, ['user'])).toEqual([
      { role: 'admin', checked: false, disabled: true, description: 'Everything' },
      { role: 'staff', checked: false, disabled: true, description: 'Internal staff' },
      { role: 'partner', checked: false, disabled: false, description: 'A partner organisation' },
      { role: 'user', checked: true, disabled: true, description: 'Signs in' },
    ]);
  });

  it('keeps a held role the server did not list, ticked and greyed', () => {
    const options = roleOptions(
      partnerOnly.filter((entry) => entry.role !== 'staff'),
      ['staff'],
    );
    expect(options.at(-1)).toEqual({
      role: 'staff',
      checked: true,
      disabled: true,
      description: '',
    });
  });
});

describe('toggling a role', () => {
  it('adds or removes partner for a partner-only viewer, in the contract order', () => {
    expect(toggledRoles(['user'], partnerOnly, 'partner', true)).toEqual(['partner', 'user']);
    expect(toggledRoles(['partner', 'user'], partnerOnly, 'partner', false)).toEqual(['user']);
  });

  it('refuses an unselectable role either way', () => {
    expect(toggledRoles(['user'], partnerOnly, 'admin', true)).toBeNull();
    expect(toggledRoles(['admin', 'user'], partnerOnly, 'admin', false)).toBeNull();
  });

  it('refuses to leave a user without a role, and sends nothing when nothing changes', () => {
    expect(toggledRoles(['user'], any, 'user', false)).toBeNull();
    expect(toggledRoles(['user'], any, 'user', true)).toBeNull();
    expect(toggledRoles(['user'], any, 'admin', true)).toEqual(['admin', 'user']);
  });
});
