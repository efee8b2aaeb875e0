#!/usr/bin/env node
// Builds the web app when apps/web/dist is missing or older than any of its sources, so
// `npm start` and `npm test` always serve the current code without rebuilding every time.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/i18n/src',
  'packages/contracts/src',
  'packages/geometry/src',
  'packages/analysis/src',
  'package-lock.json',
].map((entry) => path.join(root, entry));

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestChange));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Web app sources changed: rebuilding.' : 'Building the web app (first start).',
  );
  // Always the production bundle: run from a test (vitest sets NODE_ENV=test, which `npm start`
  // inherits) Vite would otherwise build React's development code, twice the weight.
  execSync('npm run build -w @ecotone/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
