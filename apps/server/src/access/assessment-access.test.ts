import { describe, expect, it } from 'vitest';
import { isInternalEmail } from './assessment-access.js';

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
