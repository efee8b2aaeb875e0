#!/usr/bin/env node
// Runs every benchmark (apps/*/bench/*.bench.ts) one after another and prints their figures.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const app of readdirSync(path.join(root, 'apps'))) {
  const dir = path.join(root, 'apps', app, 'bench');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.bench.ts'))) {
    console.log(`\n# ${app}/${file}`);
    execFileSync('node', ['--import', 'tsx', path.join(dir, file)], {
      cwd: path.join(root, 'apps', app),
      stdio: 'inherit',
    });
  }
}
