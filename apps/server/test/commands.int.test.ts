import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { signIn, testContext } from './harness.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** Runs a server script as `npm` would, returning exit code and output instead of throwing. */
async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', script, ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', AUTH_SECRET: '', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'ecotone-command-'));

describe('start-up with bad configuration', () => {
  it('stops before opening anything, naming each bad variable', async () => {
    const result = await runScript('src/main.ts', ['all'], {
      DATA_DIR: freshDataDir(),
      PORT: 'abc',
      DATABASE_URL: 'mysql://db.example.org/x',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\//);
    expect(result.stdout).not.toContain('Ecotone 0');
  });
});

describe('npm run create-admin', () => {
  it('refuses bad arguments with a usage line', async () => {
    const result = await runScript(
      'src/cli/create-admin.ts',
      ['--email', 'nope', '--password', 'x'],
      {
        DATA_DIR: freshDataDir(),
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--email must be an email address');
    expect(result.stderr).toContain('usage: npm run create-admin');
  });

  // Two processes each open PGlite + PostGIS (~10 s apiece; much longer on a loaded machine).
  it('creates, then updates, an administrator on the embedded database', {
    timeout: 180_000,
  }, async () => {
    const dataDir = freshDataDir();
    const args = ['--email', 'Owner@Example.org', '--password', 'first-password'];
    const created = await runScript('src/cli/create-admin.ts', args, { DATA_DIR: dataDir });
    expect(created.stdout).toMatch(/Created administrator .* on the embedded database/);
    const again = ['--email', 'owner@example.org', '--password', 'second-password'];
    const updated = await runScript('src/cli/create-admin.ts', again, { DATA_DIR: dataDir });
    expect(updated.stdout).toMatch(/Updated administrator/);

    const database = await openEmbeddedDatabase(path.join(dataDir, 'db'));
    try {
      const { rows } = await database.query<{ role: string; credentials: number }>(
        `SELECT u.role, count(a.id)::int AS credentials FROM "user" u
         JOIN account a ON a.user_id = u.id AND a.provider_id = 'credential'
         WHERE u.email = 'owner@example.org' GROUP BY u.role`,
      );
      expect(rows).toEqual([{ role: 'admin', credentials: 1 }]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'creates an administrator on PostgreSQL who can then sign in',
    async () => {
      const context = await testContext('postgres');
      const email = `cli-${Date.now()}@example.org`;
      const result = await runScript(
        'src/cli/create-admin.ts',
        ['--email', email, '--password', 'cli-password-1'],
        {
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          AUTH_SECRET: 'x'.repeat(40),
          DATA_DIR: freshDataDir(),
        },
      );
      expect(result.stdout).toMatch(/on the postgres database/);
      const response = await signIn(context, email, 'cli-password-1');
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role).toBe('admin');
    },
  );
});
