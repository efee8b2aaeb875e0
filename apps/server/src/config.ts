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
      .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
        message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .refine((value) => URL.canParse(value), { message: 'is not a valid URL' })
      .optional(),
  );

/**
 * Every environment variable Ecotone reads. The README lists them, one line each;
 * keep the two in step.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, 'data')),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  ),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).default('admin@ecotone.local'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Ecotone <no-reply@ecotone.local>'),
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
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  logLevel: string;
  webDistDir: string;
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
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
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
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new ConfigError([
      'AUTH_SECRET: required when DATABASE_URL is set (at least 32 random characters; `openssl rand -base64 32`)',
    ]);
  }
  const database: DatabaseConfig = env.DATABASE_URL
    ? { mode: 'postgres', connectionString: env.DATABASE_URL }
    : { mode: 'embedded', dataDir: path.join(dataDir, 'db') };
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database,
    dataDir,
    authSecret: env.AUTH_SECRET ?? embeddedSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
  };
}
