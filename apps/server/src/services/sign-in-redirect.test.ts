import { describe, expect, it } from 'vitest';
import { sameOriginPath, webAppUrl } from './sign-in-redirect.js';

const publicUrl = 'https://ecotone.example.org';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/site/12/edit', '/site/12/edit'],
    ['/projects?tab=2#get-started', '/projects?tab=2#get-started'],
    ['/a/../b', '/b'],
  ])('keeps the web app path %s', (value, expected) => {
    expect(sameOriginPath(value, publicUrl)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'site/12',
    '//evil.example.org/x',
    '/\\evil.example.org',
    'https://evil.example.org/',
    'https://ecotone.example.org/x',
    'javascript:alert(1)',
    '/x\ny',
    '/\t/evil.example.org',
  ])('turns %j into /', (value) => {
    expect(sameOriginPath(value, publicUrl)).toBe('/');
  });
});

describe('webAppUrl', () => {
  it('adds the parameters to the query, before the hash', () => {
    expect(webAppUrl(publicUrl, '/x?a=1#h', { sso: 'success', provider: 'google' })).toBe(
      'https://ecotone.example.org/x?a=1&sso=success&provider=google#h',
    );
  });
});
