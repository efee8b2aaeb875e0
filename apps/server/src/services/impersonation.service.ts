import { randomBytes } from 'node:crypto';
import {
  IMPERSONATION_LINK_MINUTES,
  IMPERSONATION_SESSION_MINUTES,
  type ImpersonationLogAnswer,
  type UserSession,
} from '@ecotone/contracts';
import type { AuthGateway } from '../auth/auth-gateway.js';
import { parseRoles, type Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { ImpersonationRepository } from '../repositories/impersonation.repository.js';
import type { UserAdminRepository } from '../repositories/user-admin.repository.js';
import { hashToken } from './invitation.service.js';
import type { PermissionService } from './permission.service.js';

const MINUTE_MS = 60_000;

/** What opening a link does to the browser. */
export interface OpenedLink {
  redirectTo: string;
  sessionCookies: string[];
  /** The administrator's own session token, to keep aside for "return"; undefined: none kept. */
  keptAdminSessionToken: string | undefined;
}

/**
 * Impersonation (specs/2 sections 1, 6 and 7; docs/users.md): an administrator with
 * impersonate:users makes a one-time link (IMPERSONATION_LINK_MINUTES) that signs whoever opens
 * it in as the user for IMPERSONATION_SESSION_MINUTES. Never oneself, never an administrator;
 * every link and its use is a line of the audit log.
 */
export function createImpersonationService(deps: {
  userAdmin: UserAdminRepository;
  impersonations: ImpersonationRepository;
  permissions: PermissionService;
  gateway: AuthGateway;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const invalidLink = `${deps.publicUrl}/?impersonation=invalid`;

  /** Whether `userId` may still be impersonated, and by `adminUserId` (roles as stored now). */
  async function stillAllowed(adminUserId: string, targetUserId: string): Promise<boolean> {
    const admin = await deps.userAdmin.findById(adminUserId);
    const target = await deps.userAdmin.findById(targetUserId);
    if (!admin || !target || parseRoles(target.role).includes('admin')) return false;
    const granted = await deps.permissions.permissionsOf(parseRoles(admin.role));
    return granted.has('impersonate:users');
  }

  return {
    /** POST /api/auth/admin/impersonate: the link, for the clipboard. */
    async createLink(viewer: Viewer, targetUserId: string): Promise<{ loginUrl: string }> {
      // An impersonated session acts as its user, and never opens another impersonation.
      if (viewer.impersonatedBy) throw new AppError('FORBIDDEN');
      await deps.permissions.require(viewer, 'impersonate:users');
      if (targetUserId === viewer.userId) throw new AppError('FORBIDDEN');
      const target = await deps.userAdmin.findById(targetUserId);
      if (!target) throw new AppError('NOT_FOUND');
      if (parseRoles(target.role).includes('admin')) throw new AppError('FORBIDDEN');
      const token = randomBytes(32).toString('base64url');
      await deps.impersonations.create({
        adminUserId: viewer.userId,
        targetUserId,
        tokenHash: hashToken(token),
        linkExpiresAt: new Date(now().getTime() + IMPERSONATION_LINK_MINUTES * MINUTE_MS),
      });
      return { loginUrl: `${deps.publicUrl}/api/auth/impersonation/${token}` };
    },

    /**
     * GET /api/auth/impersonation/{token}: opens the link once. When this browser is signed in
     * as the same administrator, their session is kept aside for "return".
     */
    async open(token: string, client: { ip: string; headers: Headers }): Promise<OpenedLink> {
      const refused = {
        redirectTo: invalidLink,
        sessionCookies: [],
        keptAdminSessionToken: undefined,
      };
      const opened = await deps.impersonations.take(hashToken(token), now(), client.ip);
      if (!opened) return refused;
      if (!(await stillAllowed(opened.adminUserId, opened.targetUserId))) {
        await deps.impersonations.endUnopened(opened.id, now());
        return refused;
      }
      const current = await deps.gateway.currentSession(client.headers);
      const kept =
        current && current.userId === opened.adminUserId && !current.impersonatedBy
          ? current.token
          : undefined;
      const session = await deps.gateway.createImpersonationSession(
        opened.targetUserId,
        opened.adminUserId,
        new Date(now().getTime() + IMPERSONATION_SESSION_MINUTES * MINUTE_MS),
        client.headers,
      );
      await deps.impersonations.attachSession(opened.id, {
        id: session.sessionId,
        expiresAt: session.expiresAt,
        adminSessionKept: kept !== undefined,
      });
      return {
        redirectTo: `${deps.publicUrl}/`,
        sessionCookies: session.cookies,
        keptAdminSessionToken: kept,
      };
    },

    /**
     * POST /api/auth/impersonation/stop: ends the impersonated session (NOT_FOUND when this
     * session is not one) and, when the administrator's session was kept in this browser and
     * still works, signs the browser back in to it.
     */
    async stop(
      viewer: Viewer,
      keptAdminSessionToken: string | undefined,
      headers: Headers,
    ): Promise<{ restored: boolean; cookies: string[] }> {
      if (!viewer.impersonatedBy || !viewer.sessionId) throw new AppError('NOT_FOUND');
      const impersonation = await deps.impersonations.findBySession(viewer.sessionId);
      const ended = await deps.gateway.endSession(headers);
      await deps.impersonations.endBySession(viewer.sessionId, now());
      const restored =
        keptAdminSessionToken && impersonation?.adminSessionKept
          ? await deps.gateway.restoreSession(
              keptAdminSessionToken,
              impersonation.adminUserId,
              headers,
            )
          : undefined;
      if (!restored) return { restored: false, cookies: ended };
      // The restored session's cookies replace the cleared ones of the same name.
      const names = new Set(restored.map(cookieName));
      return {
        restored: true,
        cookies: [...ended.filter((cookie) => !names.has(cookieName(cookie))), ...restored],
      };
    },

    /** GET /api/user/{id}/session's `impersonation`, for the viewer's own impersonated session. */
    async sessionMark(viewer: Viewer): Promise<UserSession['impersonation']> {
      if (!viewer.impersonatedBy || !viewer.sessionId) return undefined;
      const impersonation = await deps.impersonations.findBySession(viewer.sessionId);
      if (!impersonation) return undefined;
      return {
        byName: impersonation.adminName,
        byEmail: impersonation.adminEmail,
        expiresAt: impersonation.sessionExpiresAt.toISOString(),
        canReturn: impersonation.adminSessionKept,
      };
    },

    /** GET /api/admin/impersonations: the audit log, newest first. */
    async log(
      viewer: Viewer,
      query: { page: number; pageSize: number },
    ): Promise<ImpersonationLogAnswer> {
      await deps.permissions.require(viewer, 'impersonate:users');
      const rows = await deps.impersonations.list(
        query.pageSize,
        (query.page - 1) * query.pageSize,
        now(),
      );
      return {
        entries: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          usedAt: row.usedAt?.toISOString() ?? null,
          endedAt: row.endedAt?.toISOString() ?? null,
        })),
        total: await deps.impersonations.count(),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('='));

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
