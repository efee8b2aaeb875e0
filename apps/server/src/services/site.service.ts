import {
  type AccessLevel,
  FINANCIALS_ACCESS_LEVEL,
  includesAccess,
  type Permission,
  type SiteAnswer,
  type SiteDetail,
  type SiteListAnswer,
  type SitesPageAnswer,
  type UpdateSiteBody,
} from '@ecotone/contracts';
import {
  type AccessPolicy,
  type AccessSubject,
  accessLevelOfRank,
  READ_EVERYTHING,
} from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { AccessRepository } from '../repositories/access.repository.js';
import type { SharingRepository } from '../repositories/sharing.repository.js';
import type { SiteChanges, SiteRepository } from '../repositories/site.repository.js';
import type { PermissionService } from './permission.service.js';
import { EDIT_RESOURCES, SHARE_EVERYTHING } from './sharing.service.js';

/** The permission that deletes sites (and other resources). */
export const DELETE_RESOURCES = 'delete:resource' as const;

/**
 * The first of `name`, `name (2)`, `name (3)` ... that no name in `taken` (lower case) holds: a
 * shapefile moved to a replacement site keeps its name unless that site already has one like it.
 */
export function freeShapefileName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Sites (docs/sharing.md; specs/2 sections 3, 5 and 8): step 2's list, the Sites page, a site's
 * detail and its settings (edit, delete with a replacement). Every check goes through the one
 * access policy.
 */
export function createSiteService(deps: {
  sites: SiteRepository;
  sharing: SharingRepository;
  access: AccessRepository;
  accessPolicy: AccessPolicy;
  permissions: Pick<PermissionService, 'can' | 'require'>;
}) {
  async function detailOf(
    viewer: Viewer,
    who: AccessSubject,
    siteId: string,
    level: AccessLevel,
  ): Promise<SiteDetail> {
    const site = await deps.sites.detail(siteId);
    if (!site) throw new AppError('NOT_FOUND');
    const shapefiles = await deps.sites.shapefilesOf(siteId);
    const assessments = await deps.sites.assessmentsOf(siteId);
    const assessmentLevels = await Promise.all(
      assessments.map((a) => deps.accessPolicy.levelOf(who, 'assessment', a.assessmentId)),
    );
    const full = includesAccess(level, FINANCIALS_ACCESS_LEVEL);
    return {
      siteId: site.id,
      title: site.title,
      anonymisedTitle: site.anonymisedTitle,
      siteType: site.siteType,
      creatorUserId: site.createdBy,
      creatorName: site.creatorName,
      primaryAssessmentId: site.primaryAssessmentId,
      dateCreated: site.createdAt.toISOString(),
      parentProject: site.parentProject,
      collections: await deps.sharing.collectionsHolding('site', siteId),
      shapefiles: shapefiles.map((f) => ({
        shapefileId: f.shapefileId,
        shapefileName: f.shapefileName,
        dateCreated: f.createdAt.toISOString(),
        totalAreaHa: f.totalAreaHa,
      })),
      assessments: assessments.map((a, i) => ({
        assessmentId: a.assessmentId,
        type: a.stage,
        title: a.title,
        restorationActivity: a.restorationActivity,
        dateCreated: a.createdAt.toISOString(),
        creatorUserId: a.creatorUserId,
        creatorName: a.creatorName,
        shapefileName: a.shapefileName,
        analysisId: a.analysisId,
        accessLevel: assessmentLevels[i] ?? 'none',
      })),
      accessLevel: level,
      ...(full
        ? {
            financials: {
              revenueSharePercent: site.financials.revenueSharePercent ?? null,
              annualLandownerPaymentUsd: site.financials.annualLandownerPaymentUsd ?? null,
              agreementTermYears: site.financials.agreementTermYears ?? null,
            },
          }
        : {}),
      can: {
        update: await deps.permissions.can(viewer, EDIT_RESOURCES),
        delete: await deps.permissions.can(viewer, DELETE_RESOURCES),
        share: level === 'full' || (await deps.permissions.can(viewer, SHARE_EVERYTHING)),
      },
    };
  }

  /** The site's level for a write that also needs `permission`: 404 without access, then 403. */
  async function requireEditor(viewer: Viewer, siteId: string, permission: Permission) {
    const who = await deps.accessPolicy.subject(viewer);
    const level = await deps.accessPolicy.require(who, 'site', siteId);
    await deps.permissions.require(viewer, permission);
    return { who, level };
  }

  return {
    /**
     * GET /api/site/list (step 2 of the wizard): the sites the viewer holds full access to;
     * holders of update:site or read-draft:resource see every site.
     */
    async list(viewer: Viewer): Promise<SiteListAnswer> {
      const everything =
        (await deps.permissions.can(viewer, EDIT_RESOURCES)) ||
        (await deps.permissions.can(viewer, READ_EVERYTHING));
      return { sites: await deps.sites.list(viewer.userId, everything) };
    },

    /** GET /api/sites: every site the viewer reads, by title, with their level. */
    async page(viewer: Viewer): Promise<SitesPageAnswer> {
      const who = await deps.accessPolicy.subject(viewer);
      const rows = await deps.sites.readable(who.userId, who.readsEverything);
      return {
        sites: rows.map((row) => ({
          siteId: row.siteId,
          title: row.title,
          siteType: row.siteType,
          assessmentCount: row.assessmentCount,
          shapefileCount: row.shapefileCount,
          primaryAssessmentId: row.primaryAssessmentId,
          parentProject:
            row.parentProjectId && row.parentProjectTitle !== null
              ? { projectId: row.parentProjectId, title: row.parentProjectTitle }
              : null,
          accessLevel: accessLevelOfRank(row.rank),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** GET /api/site/{id}: the site, or its anonymised preview to a signed-in user without access. */
    async get(viewer: Viewer, siteId: string): Promise<SiteAnswer> {
      const who = await deps.accessPolicy.subject(viewer);
      const level = await deps.accessPolicy.levelOf(who, 'site', siteId);
      if (level === 'none') {
        const anonymisedTitle = await deps.sites.anonymisedTitle(siteId);
        if (!anonymisedTitle) throw new AppError('NOT_FOUND');
        return { view: 'reserved', reserved: { siteId, anonymisedTitle } };
      }
      return { view: 'full', site: await detailOf(viewer, who, siteId, level) };
    },

    /**
     * PATCH /api/site/{id} (update:site and read access). A site under a project with a pipeline
     * class takes that class as its site type; moving it between projects marks both invalidated.
     */
    async update(viewer: Viewer, siteId: string, body: UpdateSiteBody) {
      const { who } = await requireEditor(viewer, siteId, EDIT_RESOURCES);
      const site = await deps.sites.detail(siteId);
      if (!site) throw new AppError('NOT_FOUND');
      const oldProjectId = site.parentProject?.projectId ?? null;
      const projectChanges =
        body.parentProjectId !== undefined && body.parentProjectId !== oldProjectId;
      let pipelineClass = site.parentProject?.pipelineClass ?? null;
      if (projectChanges && body.parentProjectId) {
        if ((await deps.accessPolicy.levelOf(who, 'project', body.parentProjectId)) === 'none')
          throw new AppError('RESOURCE_NOT_FOUND');
        pipelineClass = (await deps.sites.projectPipelineClass(body.parentProjectId)) ?? null;
      } else if (projectChanges) pipelineClass = null;
      if (body.siteType !== undefined && pipelineClass && body.siteType !== pipelineClass)
        throw new AppError('SITE_TYPE_SET_BY_PROJECT');
      if (
        body.primaryAssessmentId &&
        !(await deps.sites.holdsAssessment(siteId, body.primaryAssessmentId))
      )
        throw new AppError('PRIMARY_ASSESSMENT_NOT_OF_SITE');
      if (
        body.creatorUserId !== undefined &&
        !(await deps.sites.activeUserExists(body.creatorUserId))
      )
        throw new AppError('USER_NOT_FOUND');
      const changes: SiteChanges = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.anonymisedTitle !== undefined
          ? { anonymisedTitle: body.anonymisedTitle || null }
          : {}),
        ...(body.siteType !== undefined ? { siteType: body.siteType } : {}),
        ...(projectChanges ? { parentProjectId: body.parentProjectId ?? null } : {}),
        ...(projectChanges && pipelineClass ? { siteType: pipelineClass } : {}),
        ...(body.creatorUserId !== undefined ? { createdBy: body.creatorUserId } : {}),
        ...(body.primaryAssessmentId !== undefined
          ? { primaryAssessmentId: body.primaryAssessmentId }
          : {}),
        ...(body.financials !== undefined ? { financials: body.financials } : {}),
      };
      const invalidatedProjectIds = projectChanges
        ? [oldProjectId, body.parentProjectId ?? null].filter((id): id is string => id !== null)
        : [];
      await deps.sites.inTransaction(async (tx) => {
        const sites = deps.sites.on(tx);
        await sites.update(siteId, changes);
        await sites.invalidateProjects(invalidatedProjectIds);
      });
      const level = await deps.accessPolicy.levelOf(who, 'site', siteId);
      return { site: await detailOf(viewer, who, siteId, level), invalidatedProjectIds };
    },

    /**
     * DELETE /api/site/{id} (delete:resource and read access): its shapefiles (and with them
     * their assessments) move to the replacement first, renamed " (2)", " (3)" ... when the
     * replacement already holds the name; then its grants, collection items and the site go, all
     * in one transaction.
     */
    async remove(viewer: Viewer, siteId: string, replacementSiteId: string | null) {
      const { who } = await requireEditor(viewer, siteId, DELETE_RESOURCES);
      const shapefiles = await deps.sites.shapefilesToMove(siteId);
      let replacement: { siteId: string; title: string } | null = null;
      if (replacementSiteId) {
        if (
          replacementSiteId === siteId ||
          (await deps.accessPolicy.levelOf(who, 'site', replacementSiteId)) === 'none'
        )
          throw new AppError('REPLACEMENT_SITE_INVALID');
        const found = await deps.sites.find(replacementSiteId);
        if (!found) throw new AppError('REPLACEMENT_SITE_INVALID');
        replacement = { siteId: found.id, title: found.title };
      } else if (shapefiles.length > 0) {
        throw new AppError('SITE_REPLACEMENT_REQUIRED', { siteId, count: shapefiles.length });
      }
      const target = replacement;
      const moved = await deps.sites.inTransaction(async (tx) => {
        const sites = deps.sites.on(tx);
        // Read again inside: a shapefile added since the check above moves too (or, without a
        // replacement, refuses the deletion) instead of failing the delete on its foreign key.
        const moving = await sites.shapefilesToMove(siteId);
        if (!target && moving.length > 0)
          throw new AppError('SITE_REPLACEMENT_REQUIRED', { siteId, count: moving.length });
        if (target) {
          const taken = new Set(await sites.shapefileNames(target.siteId));
          for (const shapefile of moving) {
            const name = freeShapefileName(shapefile.name, taken);
            taken.add(name.toLowerCase());
            await sites.moveShapefile(shapefile.id, target.siteId, name);
          }
        }
        await deps.access.on(tx).deleteGrantsOn('site', siteId);
        await sites.delete(siteId);
        return moving;
      });
      return {
        replacementSite: replacement,
        movedShapefiles: replacement ? moved.length : 0,
        movedAssessments: replacement ? moved.reduce((sum, f) => sum + f.assessments, 0) : 0,
      };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
