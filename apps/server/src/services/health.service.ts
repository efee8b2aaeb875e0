import type { Health } from '@ecotone/contracts';
import type { SystemRepository } from '../repositories/system.repository.js';

export function createHealthService(deps: { system: SystemRepository; version: string }) {
  return {
    async get(): Promise<Health> {
      const [postgis, migration, heartbeat] = await Promise.all([
        deps.system.postgisVersion(),
        deps.system.migrationLevel(),
        deps.system.lastHeartbeat(),
      ]);
      return {
        status: 'ok',
        database: { mode: deps.system.mode, postgis, migration },
        version: deps.version,
        worker: { lastHeartbeat: heartbeat?.beatAt.toISOString() ?? null },
      };
    },
  };
}
