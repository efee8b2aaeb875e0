import type { DatabaseConfig } from '../config.js';
import type { Database } from './database.js';

/** Opens the configured database; the driver modules load only when chosen. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.mode === 'postgres') {
    const { openPostgresDatabase } = await import('./open-postgres.js');
    return openPostgresDatabase(config.connectionString);
  }
  const { openEmbeddedDatabase } = await import('./open-embedded.js');
  return openEmbeddedDatabase(config.dataDir);
}
