import type { FeatureFlag, UserFlagsAnswer } from '@ecotone/contracts';
import { apiRequest } from '../../api/client';
import { lazySchema } from '../../api/lazy-schema';

/** POST (on) or DELETE (off) /api/user/{id}/flags with `{ flag }` (specs/2 section 7). */
export const setUserFlag = (
  userId: string,
  flag: FeatureFlag,
  enabled: boolean,
): Promise<UserFlagsAnswer> =>
  apiRequest(`/api/user/${encodeURIComponent(userId)}/flags`, {
    method: enabled ? 'POST' : 'DELETE',
    body: { flag },
    schema: lazySchema('userFlagsAnswerSchema'),
  });
