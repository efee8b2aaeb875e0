import { registerBetterAuth } from './auth/better-auth.route.js';
import { registerDeleteSession } from './auth/delete-session.route.js';
import { registerGetHealth } from './health/get-health.route.js';
import { registerGetClientConfig } from './map/get-client-config.route.js';
import { registerGetMapConfig } from './map/get-map-config.route.js';
import { registerSearchPlaces } from './places/search-places.route.js';
import type { App, RouteContext } from './route-context.js';
import { registerCleanUpGeoJson } from './shape-file/clean-up-geojson.route.js';
import { registerGenerateGeoJsonFromFiles } from './shape-file/generate-geojson-from-files.route.js';
import { registerStoreShapeHash } from './shape-file/store-shape-hash.route.js';
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
  registerGetMapConfig,
  registerGetClientConfig,
  registerSearchPlaces,
  registerGenerateGeoJsonFromFiles,
  registerCleanUpGeoJson,
  registerStoreShapeHash,
];

export function registerRoutes(app: App, context: RouteContext): void {
  for (const register of routes) register(app, context);
}
