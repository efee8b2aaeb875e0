import { type UserPreferences, userPreferencesSchema } from '@ecotone/contracts';
import { api } from '../../api/client';

export const getUserPreferences = (): Promise<UserPreferences> =>
  api.get('/api/user-preferences', { schema: userPreferencesSchema });

export const putUserPreferences = (preferences: UserPreferences): Promise<unknown> =>
  api.put('/api/user-preferences', preferences);
