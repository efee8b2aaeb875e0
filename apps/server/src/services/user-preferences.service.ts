import type { UserPreferences } from '@ecotone/contracts';
import { DEFAULT_LANGUAGE, DEFAULT_UNIT_SYSTEM } from '@ecotone/i18n';
import type { Viewer } from '../auth/viewer.js';
import type { UserPreferencesRepository } from '../repositories/user-preferences.repository.js';

export const DEFAULT_PREFERENCES: UserPreferences = {
  units: DEFAULT_UNIT_SYSTEM,
  language: DEFAULT_LANGUAGE,
};

/** A user only ever reads and writes their own preferences: the viewer is the subject. */
export function createUserPreferencesService(deps: { userPreferences: UserPreferencesRepository }) {
  return {
    async get(viewer: Viewer): Promise<UserPreferences> {
      return (await deps.userPreferences.find(viewer.userId)) ?? DEFAULT_PREFERENCES;
    },
    async save(viewer: Viewer, preferences: UserPreferences): Promise<UserPreferences> {
      await deps.userPreferences.save(viewer.userId, preferences);
      return preferences;
    },
  };
}

export type UserPreferencesService = ReturnType<typeof createUserPreferencesService>;
