import type { Permission } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.js';
import { listedSiteCreator, siteUser } from './site-access.js';

describe('listedSiteCreator', () => {
  it("limits a user's list to their own sites and opens it to holders of the permission", () => {
    expect(listedSiteCreator({ userId: 'bo', usesEverySite: false })).toBe('bo');
    expect(listedSiteCreator({ userId: 'bo', usesEverySite: true })).toBeNull();
  });
});

describe('siteUser', () => {
  it('asks for update:site once and keeps the answer', async () => {
    const asked: Permission[] = [];
    const permissions = {
      can: async (_viewer: Viewer, permission: Permission) => {
        asked.push(permission);
        return true;
      },
    };
    const viewer: Viewer = { userId: 'cy', email: 'cy@example.org', roles: ['staff'] };
    expect(await siteUser(viewer, permissions)).toEqual({ userId: 'cy', usesEverySite: true });
    expect(asked).toEqual(['update:site']);
  });
});
