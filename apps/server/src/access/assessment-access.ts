import type { Viewer } from '../auth/viewer.js';
import type { AssessmentVisibility } from '../domain/assessment-visibility.js';
import type { PermissionService } from '../services/permission.service.js';

/**
 * True when `email` belongs to internal staff: its domain is one of `internalDomains` or a
 * subdomain of one, ignoring case ("ana@Maps.Ecotone.Earth" is internal for "ecotone.earth";
 * "ana@notecotone.earth" is not).
 */
export function isInternalEmail(email: string, internalDomains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return internalDomains.some((internal) => {
    const suffix = internal.toLowerCase();
    return domain === suffix || domain.endsWith(`.${suffix}`);
  });
}

/**
 * Who may read an assessment (docs/decisions/0007-new-assessment-visibility.md): its creator;
 * holders of `read-draft:resource`; and internal staff while it is 'internal'. 'shared' opens it
 * to the users it is shared with, which the sharing issue adds: until then a 'shared'
 * assessment is read by its creator and `read-draft:resource` holders only.
 */
export function createAssessmentVisibility(deps: {
  permissions: Pick<PermissionService, 'can'>;
  internalEmailDomains: readonly string[];
}) {
  return {
    async mayRead(
      viewer: Viewer,
      assessment: { createdBy: string; visibility: AssessmentVisibility },
    ): Promise<boolean> {
      if (assessment.createdBy === viewer.userId) return true;
      if (
        assessment.visibility === 'internal' &&
        isInternalEmail(viewer.email, deps.internalEmailDomains)
      )
        return true;
      return deps.permissions.can(viewer, 'read-draft:resource');
    },
  };
}

export type AssessmentVisibilityService = ReturnType<typeof createAssessmentVisibility>;
