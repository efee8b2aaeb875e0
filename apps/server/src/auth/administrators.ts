import { randomBytes } from 'node:crypto';
import type { Role } from '@ecotone/contracts';
import type { Auth } from './create-auth.js';
import { parseRoles } from './viewer.js';

export interface CredentialUserInput {
  email: string;
  password: string;
  name?: string;
}

/** Creates an administrator, or promotes an existing account and sets its password. */
export const upsertAdministrator = (auth: Auth, input: CredentialUserInput) =>
  upsertCredentialUser(auth, input, 'admin');

/**
 * Creates a user with an email + password credential and `role`, or, when the email already
 * has an account, adds the role and sets the password. Works on either database.
 */
export async function upsertCredentialUser(
  auth: Auth,
  input: CredentialUserInput,
  role: Role,
): Promise<{ userId: string; created: boolean }> {
  const context = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const hash = await context.password.hash(input.password);
  const existing = await context.internalAdapter.findUserByEmail(email, {
    includeAccounts: true,
  });
  const user =
    existing?.user ??
    (await context.internalAdapter.createUser(
      {
        email,
        name: input.name ?? (role === 'admin' ? 'Administrator' : email),
        emailVerified: true,
        role,
      },
      { method: 'admin' },
    ));
  if (existing) {
    const roles = new Set<string>(parseRoles((existing.user as { role?: string | null }).role));
    roles.add(role);
    await context.internalAdapter.updateUser(user.id, { role: [...roles].join(',') });
  }
  // Re-running the command also repairs an account left without a credential.
  if (existing?.accounts.some((account) => account.providerId === 'credential')) {
    await context.internalAdapter.updatePassword(user.id, hash);
  } else {
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  }
  return { userId: user.id, created: !existing };
}

const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password a person can copy from the console: 20 letters and digits (~115 bits), no look-alikes. */
export function generatePassword(length = 20): string {
  return Array.from(
    randomBytes(length),
    (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length],
  ).join('');
}
