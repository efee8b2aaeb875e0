import type { SharingAnswer, SharingUser } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  hasDirectGrant,
  levelOptions,
  shownLevel,
  sourceLabel,
  visibleUsers,
} from './sharing-rules';

const user = (overrides: Partial<SharingUser> & Pick<SharingUser, 'name'>): SharingUser => ({
  ecotoneUserId: overrides.name.toLowerCase(),
  email: `${overrides.name.toLowerCase()}@example.org`,
  accessLevel: 'basic',
  label: 'direct',
  viaType: null,
  sources: [
    {
      resourceType: 'site',
      resourceId: 's1',
      resourceTitle: 'Site',
      accessLevel: 'basic',
      direct: true,
    },
  ],
  internal: false,
  ...overrides,
});

describe('levelOptions', () => {
  it('offers a site basic and full, a project also no-financials, never none', () => {
    expect(levelOptions('site', undefined).map((option) => option.level)).toEqual([
      'basic',
      'full',
    ]);
    expect(levelOptions('project', undefined).map((option) => option.level)).toEqual([
      'no-financials',
      'basic',
      'full',
    ]);
  });

  it('disables the options below the minimum a parent gives', () => {
    expect(levelOptions('project', 'basic')).toEqual([
      { level: 'no-financials', disabled: true },
      { level: 'basic', disabled: false },
      { level: 'full', disabled: false },
    ]);
    expect(levelOptions('site', 'full').filter((option) => option.disabled)).toEqual([
      { level: 'basic', disabled: true },
    ]);
  });
});

describe('labels and levels', () => {
  it('names a via label by its type and falls back to direct', () => {
    expect(sourceLabel(user({ name: 'A', label: 'via', viaType: 'project' }))).toEqual({
      kind: 'via',
      type: 'project',
    });
    expect(sourceLabel(user({ name: 'A', label: 'multiple' }))).toEqual({ kind: 'multiple' });
    expect(sourceLabel(user({ name: 'A', label: 'via', viaType: null }))).toEqual({
      kind: 'direct',
    });
  });

  it('shows the direct grant, not the inherited effective level', () => {
    const fromProject = {
      resourceType: 'project',
      resourceId: 'p',
      resourceTitle: 'P',
      accessLevel: 'full',
      direct: false,
    } as const;
    const both = user({
      name: 'A',
      accessLevel: 'full',
      label: 'multiple',
      sources: [
        {
          resourceType: 'project',
          resourceId: 'p',
          resourceTitle: 'P',
          accessLevel: 'full',
          direct: false,
        },
        {
          resourceType: 'site',
          resourceId: 's',
          resourceTitle: 'S',
          accessLevel: 'basic',
          direct: true,
        },
      ],
    });
    expect(shownLevel(both)).toBe('basic');
    expect(hasDirectGrant(both)).toBe(true);
    const inherited = user({ name: 'B', accessLevel: 'full', sources: [fromProject] });
    expect(shownLevel(inherited)).toBe('full');
    expect(hasDirectGrant(inherited)).toBe(false);
  });
});

describe('visibleUsers', () => {
  const answer: SharingAnswer = {
    users: [
      user({ name: 'Carla', accessLevel: 'full', internal: true }),
      user({ name: 'ana', accessLevel: 'basic' }),
      user({ name: 'Bruno', accessLevel: 'full' }),
    ],
    minimumLevels: {},
  };
  const names = (users: SharingUser[]) => users.map((row) => row.name);

  it('sorts by name either way, case-insensitively', () => {
    const base = { internalOnly: false, sort: 'user', locale: 'en' } as const;
    expect(names(visibleUsers(answer, { ...base, order: 'asc' }))).toEqual([
      'ana',
      'Bruno',
      'Carla',
    ]);
    expect(names(visibleUsers(answer, { ...base, order: 'desc' }))).toEqual([
      'Carla',
      'Bruno',
      'ana',
    ]);
  });

  it('sorts by level with ties by name, and filters to internal users', () => {
    expect(
      names(
        visibleUsers(answer, {
          internalOnly: false,
          sort: 'accessLevel',
          order: 'desc',
          locale: 'en',
        }),
      ),
    ).toEqual(['Bruno', 'Carla', 'ana']);
    expect(
      names(visibleUsers(answer, { internalOnly: true, sort: 'user', order: 'asc', locale: 'en' })),
    ).toEqual(['Carla']);
  });
});
