import type { UserExtendedInfo } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessDetails,
  accessRows,
  ancestorsOf,
  canEditName,
  checkNotionUrl,
  hasExpandDetails,
  invitationState,
  moreActions,
  withFlag,
  withRoles,
} from './profile-rules';

const info: UserExtendedInfo = {
  ecotoneUserId: 'u2',
  name: 'Bea',
  email: 'bea@example.org',
  image: null,
  sso: [],
  hasPassword: true,
  notionUrl: null,
  roles: ['user'],
  flags: ['reports'],
  status: 'active',
  invitationExpiresAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  lastSignInAt: null,
  accessSources: [],
  effectiveAccessLevel: 'none',
  accessLevels: { portfolio: {}, project: {}, collection: {}, site: {}, assessment: {} },
};

describe('optimistic profile changes', () => {
  it('replaces the roles without touching the input', () => {
    const next = withRoles(info, ['partner', 'user']);
    expect(next.roles).toEqual(['partner', 'user']);
    expect(info.roles).toEqual(['user']);
  });

  it('turns a flag on or off in the contract order, idempotently', () => {
    expect(withFlag(info, 'prefer-portfolios-page', true).flags).toEqual([
      'prefer-portfolios-page',
      'reports',
    ]);
    expect(withFlag(info, 'reports', false).flags).toEqual([]);
    expect(withFlag(info, 'reports', true).flags).toEqual(['reports']);
    expect(info.flags).toEqual(['reports']);
  });
});

describe('the profile fields', () => {
  it('lets the name be edited only with the permission and without single sign-on', () => {
    expect(canEditName(info, true)).toBe(true);
    expect(canEditName(info, false)).toBe(false);
    expect(canEditName({ sso: ['google'] }, true)).toBe(false);
  });

  it('takes an empty notion link as none and only https addresses otherwise', () => {
    expect(checkNotionUrl('  ')).toEqual({ valid: true, value: null });
    expect(checkNotionUrl(' https://notion.so/team/Bea-1 ')).toEqual({
      valid: true,
      value: 'https://notion.so/team/Bea-1',
    });
    expect(checkNotionUrl('http://notion.so/x')).toEqual({ valid: false, reason: 'not-a-url' });
    expect(checkNotionUrl('notion.so/x')).toEqual({ valid: false, reason: 'not-a-url' });
    expect(checkNotionUrl(`https://n.so/${'a'.repeat(500)}`)).toEqual({
      valid: false,
      reason: 'too-long',
    });
  });
});

describe('the access tabs', () => {
  it('gives portfolios and projects the Expand details checkbox only', () => {
    expect(hasExpandDetails('portfolio')).toBe(true);
    expect(hasExpandDetails('project')).toBe(true);
    expect(hasExpandDetails('collection')).toBe(false);
    expect(hasExpandDetails('site')).toBe(false);
  });

  it('is empty with no grants, and lists a tab by title with its sources', () => {
    expect(accessRows(info, 'project')).toEqual([]);
    const granted: UserExtendedInfo = {
      ...info,
      accessSources: [
        { resourceType: 'project', resourceId: 'p2', accessLevel: 'basic' },
        { resourceType: 'portfolio', resourceId: 'f1', accessLevel: 'full' },
      ],
      accessLevels: {
        ...info.accessLevels,
        project: {
          p1: { accessLevel: 'full', resourceTitle: 'zapata ranch' },
          p2: { accessLevel: 'basic', resourceTitle: 'Alder Creek' },
        },
      },
    };
    expect(accessRows(granted, 'project')).toEqual([
      {
        resourceId: 'p2',
        resourceTitle: 'Alder Creek',
        accessLevel: 'basic',
        sources: [{ resourceType: 'project', resourceId: 'p2', accessLevel: 'basic' }],
      },
      { resourceId: 'p1', resourceTitle: 'zapata ranch', accessLevel: 'full', sources: [] },
    ]);
  });
});

describe('the invitation and the More actions menu', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('tells a pending invitation from an expired one', () => {
    expect(invitationState(info, now)).toEqual({ kind: 'none' });
    const invited = { status: 'invited' as const, invitationExpiresAt: '2026-11-30T12:00:00Z' };
    expect(invitationState(invited, now).kind).toBe('pending');
    expect(
      invitationState({ ...invited, invitationExpiresAt: '2026-11-24T11:59:59Z' }, now).kind,
    ).toBe('expired');
  });

  it('offers each action only with its permission, never on oneself', () => {
    const all = { mayDelete: true, mayImpersonate: true };
    expect(moreActions(info, 'admin-1', all)).toEqual(['impersonate', 'delete']);
    expect(moreActions(info, 'admin-1', { mayDelete: false, mayImpersonate: false })).toEqual([]);
    expect(moreActions(info, 'u2', all)).toEqual([]);
    expect(moreActions({ ...info, status: 'invited' }, 'admin-1', all)).toEqual([
      'resend',
      'impersonate',
      'delete',
    ]);
    expect(moreActions({ ...info, roles: ['admin'] }, 'admin-1', all)).toEqual(['delete']);
  });
});

describe('the access details behind a level', () => {
  it('lists the direct grant, then the grants of the parents the user holds', () => {
    const ancestors = ancestorsOf({
      projects: [
        { projectId: 'p1', parentPortfolioId: 'f1' },
        { projectId: 'p2', parentPortfolioId: null },
      ],
      sites: [{ siteId: 's1', parentProjectId: 'p1' }],
    });
    const granted: UserExtendedInfo = {
      ...info,
      accessSources: [
        { resourceType: 'site', resourceId: 's1', accessLevel: 'basic' },
        { resourceType: 'portfolio', resourceId: 'f1', accessLevel: 'full' },
      ],
      accessLevels: {
        ...info.accessLevels,
        portfolio: { f1: { accessLevel: 'full', resourceTitle: 'North fund' } },
      },
    };
    expect(accessDetails(granted, 'site', 's1', ancestors)).toEqual([
      { kind: 'direct', accessLevel: 'basic' },
      { kind: 'via', type: 'portfolio', title: 'North fund', accessLevel: 'full' },
    ]);
    expect(accessDetails(granted, 'project', 'p1', ancestors)).toEqual([
      { kind: 'via', type: 'portfolio', title: 'North fund', accessLevel: 'full' },
    ]);
    expect(accessDetails(granted, 'project', 'p2', ancestors)).toEqual([]);
  });
});
