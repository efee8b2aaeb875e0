import type { Permission } from '@ecotone/contracts';
import { usePermissions } from '../auth';

/**
 * specs/3 section 6: the map snapshot is for editors only. Editors are who may edit a site's
 * content (`update:site`, specs/2 section 6: staff and administrators, decision 0003); the
 * page's editable mode will use the same permission.
 */
export const SNAPSHOT_PERMISSION: Permission = 'update:site';
const ASKED: readonly Permission[] = [SNAPSHOT_PERMISSION];

/** Whether the signed-in user may take a snapshot (false while unknown). */
export function useCanTakeSnapshot(): boolean {
  return usePermissions(ASKED).has(SNAPSHOT_PERMISSION);
}
