import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
        message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .refine((value) => URL.canParse(value) && new URL(value).hostname !== '', {
        message: 'is not a valid URL with a host',
      })
      .optional(),
  );

/**
 * Every environment variable Ecotone reads. The README lists them, one line each;
 * keep the two in step.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65_535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('localhost')),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, 'data')),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ message: 'must be an email address' }).default('admin@ecotone.local'),
  ),
  GEOCODER_URL: optionalUrl(['http', 'https']),
  BASEMAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
        message: 'must be a tile URL template containing {z}, {x} and {y}',
      })
      .refine((value) => /^https?:\/\//.test(value), {
        message: 'must start with http:// or https://',
      })
      .optional(),
  ),
  BASEMAP_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().min(2).optional()),
  BASEMAP_MAX_ZOOM: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(24).default(19),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
});

export type DatabaseConfig =
  | { mode: 'embedded'; dataDir: string }
  | { mode: 'postgres'; connectionString: string };

export interface Config {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  dataDir: string;
  authSecret: string;
  adminEmail: string;
  logLevel: string;
  webDistDir: string;
  /** A Nominatim-compatible geocoder; unset = the offline gazetteer. */
  geocoderUrl: string | undefined;
  /** A raster satellite basemap; unset = the offline Natural Earth basemap drawn by the web app. */
  basemap: { tiles: string[]; attribution: string; maxZoom: number } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The embedded default keeps a generated secret beside its database, so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32) {
      throw new ConfigError([
        `${file}: holds fewer than 32 characters; delete it to generate a new secret`,
      ]);
    }
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment once, at start-up. Every bad or missing value is reported by name,
 * all at once, so an operator fixes them in one pass.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (environment.DATABASE_URL && !environment.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: required when DATABASE_URL is set (at least 32 random characters; `openssl rand -base64 32`)',
    );
  }
  if (environment.BASEMAP_TILE_URL && !environment.BASEMAP_ATTRIBUTION) {
    problems.push(
      "BASEMAP_ATTRIBUTION: required when BASEMAP_TILE_URL is set (the imagery provider's credit)",
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { mode: 'postgres', connectionString: env.DATABASE_URL }
    : { mode: 'embedded', dataDir: path.join(dataDir, 'db') };
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    database,
    dataDir,
    authSecret: env.AUTH_SECRET ?? embeddedSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    geocoderUrl: env.GEOCODER_URL,
    basemap:
      env.BASEMAP_TILE_URL && env.BASEMAP_ATTRIBUTION
        ? {
            tiles: [env.BASEMAP_TILE_URL],
            attribution: env.BASEMAP_ATTRIBUTION,
            maxZoom: env.BASEMAP_MAX_ZOOM,
          }
        : null,
  };
}
