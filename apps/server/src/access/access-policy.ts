import {
  ACCESS_LEVELS,
  type AccessLevel,
  higherAccess,
  includesAccess,
  type Permission,
} from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type {
  AccessRepository,
  AccessStatements,
  PolicyResourceType,
} from '../repositories/access.repository.js';
import type { PermissionService } from '../services/permission.service.js';
import { isInternalEmail } from './assessment-access.js';

/**
 * The one access policy (docs/sharing.md, docs/decisions/0025-one-access-policy.md): every route
 * that reads or writes a portfolio, project, collection, site, assessment, shapefile, analysis
 * (its results, layers, tiles) or mask set asks it for the viewer's level there.
 *
 * A viewer's level on a resource is the highest of:
 *   - full, for holders of READ_EVERYTHING (staff, administrators);
 *   - full, for the creator of the resource or of its site (a collection's owner);
 *   - full, for internal staff (by email domain) on an assessment that is still internal;
 *   - every grant on the resource or on a resource above it (portfolio -> project -> site ->
 *     assessment and shapefile; a collection -> its sites, projects and collections).
 * An analysis takes the highest level of its shapefile and of the assessments it is the analysis
 * of; a mask set, its shapefile's.
 *
 * `none` answers 404 NOT_FOUND (nobody learns a resource exists); a level below the one a route
 * needs answers 403 FORBIDDEN.
 */

/** The permission that opens every resource at full access. */
export const READ_EVERYTHING: Permission = 'read-draft:resource';

/** Resources the policy decides on. */
export type PolicyResource = PolicyResourceType | 'analysis' | 'maskSet';

/** Who asks, as the policy needs them: asked once, before any transaction opens. */
export interface AccessSubject {
  userId: string;
  /** Internal staff by email domain (decision 0007). */
  internal: boolean;
  /** Holds READ_EVERYTHING. */
  readsEverything: boolean;
}

const NONE: AccessLevel = 'none';
const FULL: AccessLevel = 'full';

/** The highest of several levels (none for none). */
export const highestAccess = (levels: Iterable<AccessLevel>): AccessLevel => {
  let highest: AccessLevel = NONE;
  for (const level of levels) highest = higherAccess(highest, level);
  return highest;
};

/** A level from its SQL rank (access.repository LEVEL_RANK_SQL). */
export const accessLevelOfRank = (rank: number): AccessLevel => ACCESS_LEVELS[rank] ?? NONE;

export function createAccessPolicy(deps: {
  access: AccessRepository;
  permissions: Pick<PermissionService, 'can'>;
  internalEmailDomains: readonly string[];
}) {
  async function subject(viewer: Viewer): Promise<AccessSubject> {
    return {
      userId: viewer.userId,
      internal: isInternalEmail(viewer.email, deps.internalEmailDomains),
      readsEverything: await deps.permissions.can(viewer, READ_EVERYTHING),
    };
  }

  /** The level on a shareable resource or a shapefile, read through `runner`'s statements. */
  async function levelOfRecord(
    statements: AccessStatements,
    who: AccessSubject,
    type: PolicyResourceType,
    id: string,
  ): Promise<AccessLevel> {
    const facts = await statements.facts(type, id);
    if (!facts) return NONE;
    if (who.readsEverything || facts.creators.includes(who.userId)) return FULL;
    if (facts.internalAssessment && who.internal) return FULL;
    const grants = await statements.grantsOn(await statements.ancestors(type, id), who.userId);
    return highestAccess(grants.map((grant) => grant.accessLevel));
  }

  async function levelWith(
    statements: AccessStatements,
    who: AccessSubject,
    type: PolicyResource,
    id: string,
  ): Promise<AccessLevel> {
    if (type === 'maskSet') {
      const shapefileId = await statements.maskSetShapefile(id);
      return shapefileId ? levelOfRecord(statements, who, 'shapefile', shapefileId) : NONE;
    }
    if (type === 'analysis') {
      const parts = await statements.analysisParts(id);
      if (!parts) return NONE;
      const levels = [await levelOfRecord(statements, who, 'shapefile', parts.shapefileId)];
      for (const assessmentId of parts.assessmentIds) {
        if (levels[0] === FULL) break;
        levels.push(await levelOfRecord(statements, who, 'assessment', assessmentId));
      }
      return highestAccess(levels);
    }
    return levelOfRecord(statements, who, type, id);
  }

  return {
    subject,

    /**
     * The viewer's level on a resource; `none` when it does not exist. Pass `runner`'s statements
     * (`access.on(tx)`) inside a transaction.
     */
    async levelOf(
      who: AccessSubject,
      type: PolicyResource,
      id: string,
      statements: AccessStatements = deps.access,
    ): Promise<AccessLevel> {
      return levelWith(statements, who, type, id);
    },

    /**
     * The viewer's level, when it includes `needed`: 404 NOT_FOUND without access, 403 FORBIDDEN
     * with a lower level.
     */
    async require(
      who: AccessSubject,
      type: PolicyResource,
      id: string,
      needed: AccessLevel = 'no-financials',
      statements: AccessStatements = deps.access,
    ): Promise<AccessLevel> {
      const level = await levelWith(statements, who, type, id);
      if (level === NONE) throw new AppError('NOT_FOUND');
      if (!includesAccess(level, needed)) throw new AppError('FORBIDDEN');
      return level;
    },
  };
}

export type AccessPolicy = ReturnType<typeof createAccessPolicy>;
