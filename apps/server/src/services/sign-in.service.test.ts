import type { UserPreferences } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { AuthGateway } from '../auth/auth-gateway.js';
import type { UserRecord, UserRepository } from '../repositories/user.repository.js';
import type { UserPreferencesRepository } from '../repositories/user-preferences.repository.js';
import { createSignInService } from './sign-in.service.js';

const ana: UserRecord = {
  id: 'u-ana',
  name: 'Ana',
  email: 'ana@example.org',
  image: null,
  role: 'user',
};

function setup(options: { preferences?: UserPreferences; resetFails?: boolean } = {}) {
  const sent: Array<{ call: string; email: string; path?: string; locale: string }> = [];
  const gateway = {
    async sendMagicLink(email: string, path: string, locale: string) {
      sent.push({ call: 'magic-link', email, path, locale });
    },
    async requestPasswordReset(email: string, locale: string) {
      sent.push({ call: 'reset', email, locale });
    },
    async isResetTokenValid(token: string) {
      return token === 'good';
    },
    async resetPassword(token: string) {
      if (options.resetFails) throw new Error('database down');
      return token === 'good' ? 'reset' : 'invalid-token';
    },
  } as unknown as AuthGateway;
  const users = {
    async findByEmail(email: string) {
      return email.toLowerCase() === ana.email ? ana : undefined;
    },
  } as unknown as UserRepository;
  const userPreferences = {
    async find() {
      return options.preferences;
    },
  } as unknown as UserPreferencesRepository;
  const service = createSignInService({
    users,
    userPreferences,
    gateway,
    publicUrl: 'https://ecotone.example.org',
  });
  return { service, sent };
}

const client = (acceptLanguage?: string) => ({ acceptLanguage, headers: new Headers() });

describe('sign-in service', () => {
  it('sends a sign-in link to the stored email, landing on a same-origin path', async () => {
    const { service, sent } = setup();
    await service.sendMagicLink(
      { email: 'ANA@example.org', redirectPathName: '/site/1' },
      client(),
    );
    await service.sendMagicLink(
      { email: ana.email, redirectPathName: 'https://evil.example.org/' },
      client(),
    );
    expect(sent.map(({ email, path }) => ({ email, path }))).toEqual([
      { email: ana.email, path: '/site/1' },
      { email: ana.email, path: '/' },
    ]);
  });

  it('refuses a sign-in link for an email without an account', async () => {
    const { service, sent } = setup();
    await expect(
      service.sendMagicLink({ email: 'nobody@example.org', redirectPathName: '/' }, client()),
    ).rejects.toMatchObject({ code: 'MAGIC_LINK_NO_EMAIL' });
    expect(sent).toEqual([]);
  });

  it("writes in the user's saved language before the browser's", async () => {
    const saved = setup({ preferences: { units: 'metric', language: 'spanish' } });
    await saved.service.sendMagicLink({ email: ana.email, redirectPathName: '/' }, client('en'));
    const browser = setup();
    await browser.service.sendMagicLink({ email: ana.email, redirectPathName: '/' }, client('es'));
    await browser.service.requestPasswordReset('nobody@example.org', client('es-AR'));
    expect([...saved.sent, ...browser.sent].map((mail) => mail.locale)).toEqual(['es', 'es', 'es']);
  });

  it('asks better-auth to reset for any email, so both answers look the same', async () => {
    const { service, sent } = setup();
    await service.requestPasswordReset('nobody@example.org', client());
    expect(sent).toEqual([{ call: 'reset', email: 'nobody@example.org', locale: 'en' }]);
  });

  it('tells an invalid reset token from a failure on our side', async () => {
    const { service } = setup();
    await expect(service.validateResetToken('good')).resolves.toBeUndefined();
    await expect(service.validateResetToken('bad')).rejects.toMatchObject({
      code: 'RESET_CODE_INVALID',
    });
    await expect(service.resetPassword('bad', 'a-new-password')).rejects.toMatchObject({
      code: 'RESET_CODE_INVALID',
    });
    await expect(
      setup({ resetFails: true }).service.resetPassword('good', 'a-new-password'),
    ).rejects.toMatchObject({ code: 'RESET_SERVER_ERROR' });
  });
});
