import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.js';
import { createAssessmentVisibility, isInternalEmail } from './assessment-access.js';

describe('isInternalEmail', () => {
  const domains = ['ecotone.earth', 'partner.org'];
  it.each([
    ['ana@ecotone.earth', true],
    ['Ana@ECOTONE.Earth', true],
    ['ana@maps.ecotone.earth', true],
    ['ana@partner.org', true],
    ['ana@notecotone.earth', false],
    ['ana@ecotone.earth.evil.com', false],
    ['ecotone.earth@gmail.com', false],
    ['no-at-sign', false],
  ])('%s -> %s', (email, internal) => {
    expect(isInternalEmail(email, domains)).toBe(internal);
  });
  it('knows no one as internal when no domain is configured', () => {
    expect(isInternalEmail('ana@ecotone.earth', [])).toBe(false);
  });
});

describe('assessment visibility', () => {
  const viewer = (userId: string, email: string): Viewer => ({ userId, email, roles: ['user'] });
  const visibility = (readDraft: boolean) =>
    createAssessmentVisibility({
      permissions: { can: async () => readDraft },
      internalEmailDomains: ['ecotone.earth'],
    });
  const internal = { createdBy: 'creator', visibility: 'internal' as const };
  const shared = { createdBy: 'creator', visibility: 'shared' as const };

  it('lets the creator read it, internal or shared', async () => {
    const creator = viewer('creator', 'c@example.org');
    expect(await visibility(false).mayRead(creator, internal)).toBe(true);
    expect(await visibility(false).mayRead(creator, shared)).toBe(true);
  });
  it('lets internal staff read it only while it is internal', async () => {
    const staff = viewer('staff', 's@ecotone.earth');
    expect(await visibility(false).mayRead(staff, internal)).toBe(true);
    expect(await visibility(false).mayRead(staff, shared)).toBe(false);
  });
  it('refuses an external user, unless they hold read-draft:resource', async () => {
    const outsider = viewer('outsider', 'o@example.org');
    expect(await visibility(false).mayRead(outsider, internal)).toBe(false);
    expect(await visibility(true).mayRead(outsider, internal)).toBe(true);
  });
});
