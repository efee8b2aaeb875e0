#!/usr/bin/env node
// Runs every benchmark (apps/*/bench/*.bench.ts, packages/*/bench/*.bench.ts) one after another
// and prints their figures.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(path.join(root, group))) {
    const dir = path.join(root, group, name, 'bench');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((entry) => entry.endsWith('.bench.ts'))) {
      console.log(`\n# ${group}/${name}/${file}`);
      execFileSync('node', ['--import', 'tsx', path.join(dir, file)], {
        cwd: path.join(root, group, name),
        stdio: 'inherit',
      });
    }
  }
}
