import type { Repositories } from '../repositories/index.js';
import { createHealthService } from './health.service.js';
import { createPermissionService } from './permission.service.js';
import { createUserPreferencesService } from './user-preferences.service.js';
import { createUserSessionService } from './user-session.service.js';

/** Rules and access checks; no SQL here (that lives in repositories/). */
export function createServices(repositories: Repositories, version: string) {
  const permissions = createPermissionService(repositories);
  return {
    health: createHealthService({ system: repositories.system, version }),
    permissions,
    userSession: createUserSessionService({ ...repositories, permissions }),
    userPreferences: createUserPreferencesService(repositories),
  };
}

export type Services = ReturnType<typeof createServices>;
