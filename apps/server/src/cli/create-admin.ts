/**
 * `npm run create-admin -- --email E --password P [--name N]`: creates an administrator, or
 * promotes an existing account and sets its password, on the configured database
 * (PostgreSQL when DATABASE_URL is set, the embedded data/db otherwise).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertAdministrator } from '../auth/administrators.js';
import { createAuth } from '../auth/create-auth.js';
import { loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';

const argumentsSchema = z.object({
  email: z.email({ message: '--email must be an email address' }),
  password: z.string().min(8, { message: '--password must be at least 8 characters' }),
  name: z.string().min(1).optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error('usage: npm run create-admin -- --email E --password P [--name N]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    const result = await upsertAdministrator(createAuth(config, database), parsed.data);
    console.log(
      `${result.created ? 'Created' : 'Updated'} administrator ${parsed.data.email} (${result.userId}) on the ${database.mode} database.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
