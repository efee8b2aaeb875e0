import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_VALIDITY_DAYS,
  type InvitationCheckAnswer,
  type inviteUserBodySchema,
  type Role,
} from '@ecotone/contracts';
import {
  DEFAULT_UNIT_SYSTEM,
  type Language,
  languageToLocale,
  localeFromAcceptLanguage,
  localeToLanguage,
} from '@ecotone/i18n';
import type { z } from 'zod';
import type { AuthGateway } from '../auth/auth-gateway.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import type { InvitationRepository } from '../repositories/invitation.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { UserAdminRepository } from '../repositories/user-admin.repository.js';
import type { UserPreferencesRepository } from '../repositories/user-preferences.repository.js';
import type { PermissionService } from './permission.service.js';
import type { SharingService } from './sharing.service.js';
import { isDuplicateKey } from './unique-key.js';
import { invitationRolesAllowed, normaliseRoles, type RoleAssigner } from './user-roles.js';

type InviteBody = z.output<typeof inviteUserBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitation tokens: 32 random bytes in the link, only their SHA-256 in the database. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invitations (specs/2 sections 2, 5 and 8; docs/users.md): an account without a password, and
 * a mailed link (INVITATION_VALIDITY_DAYS) that lets the invitee choose one and signs them in.
 * A newer link (resend) supersedes the older ones.
 */
export function createInvitationService(deps: {
  users: UserRepository;
  userAdmin: UserAdminRepository;
  userPreferences: UserPreferencesRepository;
  invitations: InvitationRepository;
  permissions: PermissionService;
  gateway: AuthGateway;
  mailer: Mailer;
  publicUrl: string;
  assignerOf: (viewer: Viewer) => Promise<RoleAssigner>;
  /** The invitation's access levels: checked before the account is made, given right after. */
  grants: Pick<SharingService, 'checkInviteGrants' | 'giveGrants'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Makes a new link for the user (older ones stop working) and mails it in their language. */
  async function sendInvitation(inviterId: string, userId: string): Promise<Date> {
    const invitee = await deps.userAdmin.findById(userId);
    const inviter = await deps.users.findById(inviterId);
    if (!invitee || !inviter) throw new AppError('NOT_FOUND');
    const token = newToken();
    const expiresAt = new Date(now().getTime() + INVITATION_VALIDITY_DAYS * DAY_MS);
    await deps.invitations.replace({
      userId,
      invitedBy: inviterId,
      tokenHash: hashToken(token),
      expiresAt,
    });
    const language = (await deps.userPreferences.find(userId))?.language ?? 'english';
    const url = `${deps.publicUrl}/invite/accept?token=${encodeURIComponent(token)}`;
    const mail = renderMail(languageToLocale(language), 'invitation', {
      url,
      name: invitee.name,
      email: invitee.email,
      inviterName: inviter.name,
      days: INVITATION_VALIDITY_DAYS,
    });
    try {
      await deps.mailer.send({ to: invitee.email, ...mail });
    } catch (error) {
      // The mail server refused or is away: say so (502, translated), keep the account; the
      // profile's "Resend invitation" makes a new link and tries again.
      throw new AppError('INVITATION_NOT_SENT', {}, { cause: error });
    }
    return expiresAt;
  }

  /** The invitation's language: asked for, else the inviter's preference, else the request's. */
  async function languageFor(
    viewer: Viewer,
    asked: Language | undefined,
    acceptLanguage: string | undefined,
  ): Promise<Language> {
    if (asked) return asked;
    const inviter = await deps.userPreferences.find(viewer.userId);
    return inviter?.language ?? localeToLanguage(localeFromAcceptLanguage(acceptLanguage));
  }

  async function usable(token: string) {
    const invitation = await deps.invitations.findUsable(hashToken(token), now());
    if (!invitation) throw new AppError('INVITATION_INVALID');
    return invitation;
  }

  return {
    /**
     * POST /api/user/invite (update:users; roles beyond `user` need an assign permission).
     * USER_ALREADY_EXISTS for an email that has an account. The account exists once this
     * answers, even if the mail server refused the mail: "resend" then sends it.
     */
    async invite(
      viewer: Viewer,
      body: InviteBody,
      acceptLanguage: string | undefined,
    ): Promise<{ ecotoneUserId: string }> {
      await deps.permissions.require(viewer, 'update:users');
      const roles: Role[] = normaliseRoles(body.roles.length > 0 ? body.roles : ['user']);
      if (!invitationRolesAllowed(await deps.assignerOf(viewer), roles))
        throw new AppError('FORBIDDEN');
      if (await deps.users.findByEmail(body.email)) throw new AppError('USER_ALREADY_EXISTS');
      const grants = await deps.grants.checkInviteGrants(viewer, body.accessLevels);
      const name = [body.firstName, body.lastName].filter(Boolean).join(' ') || body.email;
      const language = await languageFor(viewer, body.language, acceptLanguage);
      let userId: string;
      try {
        userId = await deps.gateway.createInvitedUser({ email: body.email, name, roles });
      } catch (error) {
        if (isDuplicateKey(error)) throw new AppError('USER_ALREADY_EXISTS');
        throw error;
      }
      await deps.userPreferences.save(userId, { units: DEFAULT_UNIT_SYSTEM, language });
      await deps.grants.giveGrants(userId, grants, viewer.userId);
      await sendInvitation(viewer.userId, userId);
      return { ecotoneUserId: userId };
    },

    /** POST /api/user/{id}/resend-invite: INVITATION_NOT_PENDING once they have signed in. */
    async resend(viewer: Viewer, userId: string): Promise<{ invitationExpiresAt: string }> {
      await deps.permissions.require(viewer, 'update:users');
      const user = await deps.userAdmin.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.invited) throw new AppError('INVITATION_NOT_PENDING');
      const expiresAt = await sendInvitation(viewer.userId, userId);
      return { invitationExpiresAt: expiresAt.toISOString() };
    },

    /** POST /api/user/invitation/check (anonymous): whose link it is, while it works. */
    async check(token: string): Promise<InvitationCheckAnswer> {
      const invitation = await usable(token);
      const user = await deps.userAdmin.findById(invitation.userId);
      if (!user) throw new AppError('INVITATION_INVALID');
      return { email: user.email, name: user.name, expiresAt: invitation.expiresAt.toISOString() };
    },

    /**
     * POST /api/user/invitation/accept (anonymous): uses the link up (once, whoever is first),
     * sets the password (and the name, when corrected) and signs the invitee in by
     * email-password: answers the session's Set-Cookie headers.
     */
    async accept(
      input: { token: string; password: string; name?: string | undefined },
      headers: Headers,
    ): Promise<{ ecotoneUserId: string; cookies: string[] }> {
      const invitation = await usable(input.token);
      if (!(await deps.invitations.markUsed(invitation.id, now())))
        throw new AppError('INVITATION_INVALID');
      if (input.name) await deps.gateway.updateProfile(invitation.userId, { name: input.name });
      await deps.gateway.setPassword(invitation.userId, input.password);
      const cookies = await deps.gateway.createSession(
        invitation.userId,
        'email-password',
        headers,
      );
      return { ecotoneUserId: invitation.userId, cookies };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
