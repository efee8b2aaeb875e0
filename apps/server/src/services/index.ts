import type { ClientConfig, MapConfig } from '@ecotone/contracts';
import type { Repositories } from '../repositories/index.js';
import { createNominatimRepository } from '../repositories/nominatim.repository.js';
import { createHealthService } from './health.service.js';
import { createPermissionService } from './permission.service.js';
import { createPlaceSearchService } from './place-search.service.js';
import { createShapeFileService } from './shape-file.service.js';
import { createUserPreferencesService } from './user-preferences.service.js';
import { createUserSessionService } from './user-session.service.js';

export interface ServiceSettings {
  version: string;
  basemap: MapConfig['basemap'];
  geocoderUrl: string | undefined;
  ssoProviders: ClientConfig['ssoProviders'];
  ipGeolocationUrl: string | undefined;
}

/** Rules and access checks; no SQL here (that lives in repositories/). */
export function createServices(repositories: Repositories, settings: ServiceSettings) {
  const { version } = settings;
  const permissions = createPermissionService(repositories);
  const placeSource = settings.geocoderUrl
    ? createNominatimRepository(settings.geocoderUrl)
    : repositories.gazetteer;
  return {
    mapConfig: { basemap: settings.basemap } satisfies MapConfig,
    clientConfig: {
      ssoProviders: settings.ssoProviders,
      ipGeolocationUrl: settings.ipGeolocationUrl ?? null,
    } satisfies ClientConfig,
    placeSearch: createPlaceSearchService(placeSource),
    shapeFiles: createShapeFileService(repositories),
    health: createHealthService({ system: repositories.system, version }),
    permissions,
    userSession: createUserSessionService({ ...repositories, permissions }),
    userPreferences: createUserPreferencesService(repositories),
  };
}

export type Services = ReturnType<typeof createServices>;
