import { type FeatureFlag, type UserFlagsAnswer, userFlagsAnswerSchema } from '@ecotone/contracts';
import { apiRequest } from '../../api/client';

/** POST (on) or DELETE (off) /api/user/{id}/flags with `{ flag }` (specs/2 section 7). */
export const setUserFlag = (
  userId: string,
  flag: FeatureFlag,
  enabled: boolean,
): Promise<UserFlagsAnswer> =>
  apiRequest(`/api/user/${encodeURIComponent(userId)}/flags`, {
    method: enabled ? 'POST' : 'DELETE',
    body: { flag },
    schema: userFlagsAnswerSchema,
  });
