/**
 * mapshaper, the dissolve benchmark's reference tool. It is not a dependency of the project: the
 * registry this project installs from lacks its optional native parts for other platforms, and
 * `npm ci` refuses a lock file without them. The benchmark installs it on its first run into
 * `node_modules/.bench-tools` (outside the lock file; `node_modules` is not committed) and loads
 * it from there. Without the registry, the mapshaper rows say so and are left out.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAPSHAPER_VERSION = '0.7.70';

export interface Mapshaper {
  /** Runs a command line on in-memory files (name -> text or GeoJSON object); names -> output. */
  applyCommands(
    commands: string,
    input: Record<string, unknown>,
  ): Promise<Record<string, string | Uint8Array>>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const toolsFolder = path.join(root, 'node_modules', '.bench-tools');

/** mapshaper, installed on first use; null (and why, on stderr) when it cannot be installed. */
export function loadMapshaper(): Mapshaper | null {
  const manifest = path.join(toolsFolder, 'package.json');
  const installed = path.join(toolsFolder, 'node_modules', 'mapshaper', 'package.json');
  try {
    if (!existsSync(installed)) {
      mkdirSync(toolsFolder, { recursive: true });
      console.error(`installing mapshaper ${MAPSHAPER_VERSION} into ${toolsFolder} (first run)`);
      execFileSync(
        'npm',
        [
          'install',
          '--prefix',
          toolsFolder,
          '--no-audit',
          '--no-fund',
          '--no-save',
          '--no-package-lock',
          `mapshaper@${MAPSHAPER_VERSION}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
    }
    return createRequire(manifest)('mapshaper') as Mapshaper;
  } catch (error) {
    console.error(
      `mapshaper is not available, its figures are left out: ${(error as Error).message}`,
    );
    return null;
  }
}
