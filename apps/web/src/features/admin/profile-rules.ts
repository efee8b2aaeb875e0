import type {
  AccessLevel,
  AccessResourceType,
  AccessSource,
  FeatureFlag,
  Role,
  UserExtendedInfo,
} from '@ecotone/contracts';
import { FEATURE_FLAGS } from '@ecotone/contracts';

/**
 * Optimistic changes of the profile (specs/2 section 4, "Roles and flags update optimistically"):
 * the dialog shows the change at once from these, and goes back to the snapshot if the server
 * refuses. Each returns a new object and leaves its input alone.
 */
export const withRoles = (info: UserExtendedInfo, roles: readonly Role[]): UserExtendedInfo => ({
  ...info,
  roles: [...roles],
});

/** The flag on or off, in the contract's order, whatever the state before. */
export function withFlag(
  info: UserExtendedInfo,
  flag: FeatureFlag,
  enabled: boolean,
): UserExtendedInfo {
  const flags = FEATURE_FLAGS.filter((candidate) =>
    candidate === flag ? enabled : info.flags.includes(candidate),
  );
  return { ...info, flags };
}

/** specs/2 section 5: "Name editing is allowed only with update permission and when the user has no SSO." */
export const canEditName = (info: Pick<UserExtendedInfo, 'sso'>, mayUpdate: boolean): boolean =>
  mayUpdate && info.sso.length === 0;

export type NotionUrlCheck =
  | { valid: true; value: string | null }
  | { valid: false; reason: 'not-a-url' | 'too-long' };

/**
 * The notion link as `updateUserBodySchema` takes it: empty means none (null); otherwise an
 * https address of at most 500 characters ("Not a valid URL" otherwise; specs/2 section 5).
 */
export function checkNotionUrl(text: string): NotionUrlCheck {
  const value = text.trim();
  if (value === '') return { valid: true, value: null };
  if (value.length > 500) return { valid: false, reason: 'too-long' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { valid: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'https:' || url.hostname === '')
    return { valid: false, reason: 'not-a-url' };
  return { valid: true, value };
}

/** The resource types with a tab, in the spec's order; the first two have "Expand details". */
export const ACCESS_TABS = [
  'portfolio',
  'project',
  'collection',
  'site',
] as const satisfies readonly AccessResourceType[];
export type AccessTab = (typeof ACCESS_TABS)[number];
export const hasExpandDetails = (tab: AccessTab): boolean =>
  tab === 'portfolio' || tab === 'project';

export interface AccessRow {
  resourceId: string;
  resourceTitle: string;
  accessLevel: AccessLevel;
  /** The grants behind the level ("Expand details"): direct, or via another resource. */
  sources: AccessSource[];
}

/**
 * One tab's rows: the user's level on each resource of that type, by title (case-insensitive),
 * with the grants that give it. Empty until the sharing issue grants any.
 */
export function accessRows(info: UserExtendedInfo, tab: AccessTab): AccessRow[] {
  return Object.entries(info.accessLevels[tab])
    .map(([resourceId, { accessLevel, resourceTitle }]) => ({
      resourceId,
      resourceTitle,
      accessLevel,
      sources: info.accessSources.filter(
        (source) => source.resourceType === tab && source.resourceId === resourceId,
      ),
    }))
    .sort((a, b) =>
      a.resourceTitle.localeCompare(b.resourceTitle, undefined, { sensitivity: 'base' }),
    );
}

export type InvitationState =
  | { kind: 'none' }
  | { kind: 'pending'; expiresAt: Date }
  | { kind: 'expired'; expiresAt: Date };

/** Whether the profile shows an invitation, and whether its link still works at `now`. */
export function invitationState(
  info: Pick<UserExtendedInfo, 'status' | 'invitationExpiresAt'>,
  now: Date,
): InvitationState {
  if (info.status !== 'invited' || !info.invitationExpiresAt) return { kind: 'none' };
  const expiresAt = new Date(info.invitationExpiresAt);
  return expiresAt.getTime() > now.getTime()
    ? { kind: 'pending', expiresAt }
    : { kind: 'expired', expiresAt };
}

/** The More actions menu's items, each with its permission (specs/2 section 6). */
export interface MoreActionGrants {
  mayDelete: boolean;
  mayImpersonate: boolean;
}
export type MoreAction = 'delete' | 'impersonate' | 'resend';

/**
 * The items the viewer sees: delete (delete:users) and impersonate (impersonate:users), never on
 * their own account (the server refuses both there), and resend only for an invited user.
 * Impersonating an administrator is refused by the server too, so it is not offered.
 */
export function moreActions(
  info: Pick<UserExtendedInfo, 'ecotoneUserId' | 'status' | 'roles'>,
  viewerId: string,
  grants: MoreActionGrants,
): MoreAction[] {
  const self = info.ecotoneUserId === viewerId;
  const actions: MoreAction[] = [];
  if (info.status === 'invited') actions.push('resend');
  if (grants.mayImpersonate && !self && !info.roles.includes('admin')) actions.push('impersonate');
  if (grants.mayDelete && !self) actions.push('delete');
  return actions;
}

/** A resource's parents, nearest first (a site's project, then that project's portfolio). */
export type Ancestors = ReadonlyMap<string, readonly { type: AccessResourceType; id: string }[]>;

export const ancestorKey = (type: AccessResourceType, id: string): string => `${type}:${id}`;

/** The parent tree of GET /api/resource: projects under portfolios, sites under projects. */
export function ancestorsOf(resources: {
  projects: readonly { projectId: string; parentPortfolioId: string | null }[];
  sites: readonly { siteId: string; parentProjectId: string | null }[];
}): Ancestors {
  const map = new Map<string, { type: AccessResourceType; id: string }[]>();
  const portfolioOf = new Map<string, string>();
  for (const project of resources.projects) {
    if (project.parentPortfolioId === null) continue;
    portfolioOf.set(project.projectId, project.parentPortfolioId);
    map.set(ancestorKey('project', project.projectId), [
      { type: 'portfolio', id: project.parentPortfolioId },
    ]);
  }
  for (const site of resources.sites) {
    if (site.parentProjectId === null) continue;
    const portfolio = portfolioOf.get(site.parentProjectId);
    map.set(ancestorKey('site', site.siteId), [
      { type: 'project', id: site.parentProjectId },
      ...(portfolio ? [{ type: 'portfolio' as const, id: portfolio }] : []),
    ]);
  }
  return map;
}

export type AccessDetail =
  | { kind: 'direct'; accessLevel: AccessLevel }
  | { kind: 'via'; type: AccessResourceType; title: string; accessLevel: AccessLevel };

/**
 * "Expand details": the grants behind a row's level, the direct one first, then each parent's
 * grant the user holds (its title from the user's own access list).
 */
export function accessDetails(
  info: Pick<UserExtendedInfo, 'accessSources' | 'accessLevels'>,
  tab: AccessTab,
  resourceId: string,
  ancestors: Ancestors,
): AccessDetail[] {
  const grantOn = (type: AccessResourceType, id: string) =>
    info.accessSources.find((source) => source.resourceType === type && source.resourceId === id);
  const details: AccessDetail[] = [];
  const direct = grantOn(tab, resourceId);
  if (direct) details.push({ kind: 'direct', accessLevel: direct.accessLevel });
  for (const parent of ancestors.get(ancestorKey(tab, resourceId)) ?? []) {
    const grant = grantOn(parent.type, parent.id);
    if (!grant) continue;
    details.push({
      kind: 'via',
      type: parent.type,
      title: info.accessLevels[parent.type][parent.id]?.resourceTitle ?? '',
      accessLevel: grant.accessLevel,
    });
  }
  return details;
}
