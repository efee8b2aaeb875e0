import { registerBetterAuth } from './auth/better-auth.route.js';
import { registerDeleteSession } from './auth/delete-session.route.js';
import { registerGetHealth } from './health/get-health.route.js';
import type { App, RouteContext } from './route-context.js';
import { registerGetUserPermissions } from './user/get-user-permissions.route.js';
import { registerGetUserSession } from './user/get-user-session.route.js';
import { registerGetUserPreferences } from './user-preferences/get-user-preferences.route.js';
import { registerPutUserPreferences } from './user-preferences/put-user-preferences.route.js';

const routes = [
  registerGetHealth,
  registerBetterAuth,
  registerDeleteSession,
  registerGetUserSession,
  registerGetUserPermissions,
  registerGetUserPreferences,
  registerPutUserPreferences,
];

export function registerRoutes(app: App, context: RouteContext): void {
  for (const register of routes) register(app, context);
}
