import { readUserPreferences, type UserPreferences } from '@ecotone/contracts';
import { api, readWith } from '../../api/client';

export const getUserPreferences = (): Promise<UserPreferences> =>
  api.get('/api/user-preferences', { schema: readWith(readUserPreferences) });

export const putUserPreferences = (preferences: UserPreferences): Promise<unknown> =>
  api.put('/api/user-preferences', preferences);
