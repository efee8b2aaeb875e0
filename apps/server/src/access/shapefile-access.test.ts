import type { Permission } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.js';
import {
  listedCreator,
  mayReadShapefile,
  READ_EVERY_SHAPEFILE,
  shapefileReader,
} from './shapefile-access.js';

const shapefile = { createdBy: 'ana' };

describe('mayReadShapefile', () => {
  it('lets the creator read their shapefile', () => {
    expect(mayReadShapefile({ userId: 'ana', readsEveryShapefile: false }, shapefile)).toBe(true);
  });

  it("refuses another user's shapefile", () => {
    expect(mayReadShapefile({ userId: 'bo', readsEveryShapefile: false }, shapefile)).toBe(false);
  });

  it('lets a holder of read-draft:resource read every shapefile', () => {
    expect(READ_EVERY_SHAPEFILE).toBe('read-draft:resource');
    expect(mayReadShapefile({ userId: 'bo', readsEveryShapefile: true }, shapefile)).toBe(true);
  });
});

describe('listedCreator', () => {
  it("limits a user's list to their own shapefiles and opens it to holders of the permission", () => {
    expect(listedCreator({ userId: 'bo', readsEveryShapefile: false })).toBe('bo');
    expect(listedCreator({ userId: 'bo', readsEveryShapefile: true })).toBeNull();
  });
});

describe('shapefileReader', () => {
  // Roles -> permissions as role_permission grants them (decision 0003), for this one permission.
  const permissions = {
    can: async (viewer: Viewer, permission: Permission) =>
      permission === 'read-draft:resource' &&
      viewer.roles.some((role) => role === 'admin' || role === 'staff'),
  };
  const viewerWith = (roles: Viewer['roles']): Viewer => ({
    userId: 'bo',
    email: 'bo@example.org',
    roles,
  });

  it('asks whether the viewer holds read-draft:resource', async () => {
    expect(await shapefileReader(viewerWith(['admin']), permissions)).toEqual({
      userId: 'bo',
      readsEveryShapefile: true,
    });
    expect(await shapefileReader(viewerWith(['staff']), permissions)).toEqual({
      userId: 'bo',
      readsEveryShapefile: true,
    });
    expect(await shapefileReader(viewerWith(['user']), permissions)).toEqual({
      userId: 'bo',
      readsEveryShapefile: false,
    });
  });
});
