import type { Permission } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import type { PermissionService } from '../services/permission.service.js';

/**
 * Who may read or use a shapefile: list it, show it, download it and its masks, analyse it, and
 * start an assessment on it (docs/shapefiles.md, docs/workflow.md, docs/analysis-runs.md). Its
 * creator may, and holders of READ_EVERY_SHAPEFILE (staff, administrators) may use every one.
 * Callers answer NOT_FOUND to everyone else, so nobody learns that a shapefile exists.
 */

/** The permission that opens every shapefile to its holder. */
export const READ_EVERY_SHAPEFILE: Permission = 'read-draft:resource';

/** What the rule needs to know about who asks. */
export interface ShapefileReader {
  userId: string;
  /** Holds READ_EVERY_SHAPEFILE. */
  readsEveryShapefile: boolean;
}

/**
 * The viewer as the rule sees them: the permission is asked here, once, so a caller inside a
 * transaction can ask before it opens (on PGlite a query outside it would wait for it to end).
 */
export async function shapefileReader(
  viewer: Viewer,
  permissions: Pick<PermissionService, 'can'>,
): Promise<ShapefileReader> {
  return {
    userId: viewer.userId,
    readsEveryShapefile: await permissions.can(viewer, READ_EVERY_SHAPEFILE),
  };
}

export function mayReadShapefile(
  reader: ShapefileReader,
  shapefile: { createdBy: string },
): boolean {
  return shapefile.createdBy === reader.userId || reader.readsEveryShapefile;
}

/** The same rule as a list's filter: only this creator's shapefiles, or null for all of them. */
export function listedCreator(reader: ShapefileReader): string | null {
  return reader.readsEveryShapefile ? null : reader.userId;
}
