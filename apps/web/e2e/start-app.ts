/**
 * Starts Ecotone for browser journeys exactly as `npm start` does (same script, built web app,
 * embedded database), in a fresh data folder on a free port, and reads the first-start
 * administrator credentials from what it prints.
 *
 * A first start spends ~15 s opening PGlite and migrating it from empty (almost all of it
 * `CREATE EXTENSION postgis`; docs/testing.md "Speed"), the same for every journey. So the
 * first journey of a run starts once in a template folder, stops, and every app of the run
 * (that one included) starts on a copy of that folder: a migrated database with only the
 * first-start administrator, whose credentials the template printed. Each journey still has a
 * data folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningApp {
  url: string;
  adminEmail: string;
  adminPassword: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Signals the whole process group (npm and the server under it); a gone group is fine. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** True while any process of the group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Stops npm and the server under it, and waits until the whole group is gone: npm exits before
 * the server has finished shutting its database down, and the template folder is copied next.
 */
async function stopProcess(child: ChildProcess): Promise<void> {
  await stopLeader(child);
  const { pid } = child;
  const until = Date.now() + 15_000;
  while (pid && groupAlive(pid) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (pid && groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

function stopLeader(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const { pid } = child;
    // A child ended by a signal has signalCode set and exitCode null.
    if (child.exitCode !== null || child.signalCode !== null || !pid) return resolve();
    const forceKill = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    signalGroup(pid, 'SIGTERM');
  });
}

interface DataTemplate {
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
}

let template: Promise<DataTemplate> | undefined;

/** The run's migrated data folder with its administrator (made by the first call). */
function dataTemplate(): Promise<DataTemplate> {
  template ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ecotone-e2e-template-'));
    const app = await launch({}, dataDir);
    await app.stop();
    if (!app.adminEmail || !app.adminPassword)
      throw new Error(`no administrator credentials printed:\n${app.output()}`);
    return { dataDir, adminEmail: app.adminEmail, adminPassword: app.adminPassword };
  })();
  return template;
}

/**
 * `env` adds to (or overrides) the environment of `npm start`, e.g. `SMTP_URL` for a mail sink or
 * an SSO provider's `GOOGLE_*` settings; with `PORT` the app listens there instead of on a free port.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const { dataDir: templateDir, adminEmail, adminPassword } = await dataTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ecotone-e2e-'));
  cpSync(templateDir, dataDir, { recursive: true });
  const app = await launch(env, dataDir);
  return { ...app, adminEmail, adminPassword };
}

/** `npm start` on `dataDir`; the administrator's credentials as printed on a first start. */
async function launch(env: Record<string, string>, dataDir: string): Promise<RunningApp> {
  // A caller may fix the port (an SSO provider must know the callback URL before the app starts).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const started = Date.now();
  while (!/Ecotone .* on http/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() - started > 180_000) {
      await stopProcess(child);
      throw new Error(`npm start did not come up in 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url: `http://localhost:${port}`,
    // Printed on a first start only (the template's); empty on a copy of it.
    adminEmail: /email:\s+(\S+)/.exec(output)?.[1] ?? '',
    adminPassword: /password:\s+(\S+)/.exec(output)?.[1] ?? '',
    output: () => output,
    stop: () => stopProcess(child),
  };
}
