import type { UserPreferences } from '@ecotone/contracts';
import { api } from '../../api/client';
import { lazySchema } from '../../api/lazy-schema';

export const getUserPreferences = (): Promise<UserPreferences> =>
  api.get('/api/user-preferences', { schema: lazySchema('userPreferencesSchema') });

export const putUserPreferences = (preferences: UserPreferences): Promise<unknown> =>
  api.put('/api/user-preferences', preferences);
