import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MapConfig } from '@ecotone/contracts';
import { z } from 'zod';
import { basemapEnvironment, basemapProblems, basemapSources } from './basemap-config.js';

/**
 * What one analysis tool may take (docs/analysis-runs.md "Budgets"): wall-clock seconds, and
 * megabytes of its thread's heap; the rasters it reads count against the same megabytes at 8
 * bytes a pixel (typed arrays live outside the V8 heap `resourceLimits` bounds).
 */
export const DEFAULT_TOOL_BUDGET = { timeoutSeconds: 900, memoryMb: 1024 } as const;

/** Where an assessment's id goes in DOCUMENT_STORE_URL. */
export const DOCUMENT_STORE_PLACEHOLDER = '{assessmentId}';

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

/** Names proxy-addr (Fastify's `trustProxy`) knows for whole private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8` or a range name; the prefix fits the family. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

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
  ...basemapEnvironment,
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).default('Ecotone <no-reply@ecotone.local>'),
  ),
  CONTACT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ message: 'must be an email address' }).optional(),
  ),
  GET_STARTED_CONTACTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\s*[\w-]+\s*=\s*[^\s,=]+@[^\s,=]+(\s*,\s*[\w-]+\s*=\s*[^\s,=]+@[^\s,=]+)*\s*$/, {
        message: 'must be a list like "carbon-removal-credits=a@example.org,other=b@example.org"',
      })
      .optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_ISSUER: optionalUrl(['http', 'https']),
  MICROSOFT_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  MICROSOFT_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  MICROSOFT_ISSUER: optionalUrl(['http', 'https']),
  ADMIN_SIGN_IN: z.preprocess(
    emptyAsUndefined,
    z.enum(['google', 'any'], { message: 'must be "google" or "any"' }).optional(),
  ),
  IP_GEOLOCATION_URL: optionalUrl(['http', 'https']),
  MASTER_CARBON_LOG_URL: optionalUrl(['https']),
  DOCUMENT_STORE_URL: optionalUrl(['https']).refine(
    (value) => value === undefined || value.includes(DOCUMENT_STORE_PLACEHOLDER),
    {
      message: `must contain ${DOCUMENT_STORE_PLACEHOLDER}, where each assessment's id goes (e.g. "https://drive.example.org/assessments/${DOCUMENT_STORE_PLACEHOLDER}")`,
    },
  ),
  DATA_MODE: z.enum(['synthetic', 'catalogue']).default('synthetic'),
  DATASET_CATALOGUE: z
    .string()
    .min(1)
    .default(path.join(repositoryRoot, 'packages/analysis/datasets/production.json')),
  ENABLE_RESTRICTED_LAYERS: z.enum(['true', 'false']).default('false'),
  ANALYSIS_TOOL_TIMEOUT_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(86_400).default(DEFAULT_TOOL_BUDGET.timeoutSeconds),
  ),
  ANALYSIS_TOOL_MEMORY_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(64).max(65_536).default(DEFAULT_TOOL_BUDGET.memoryMb),
  ),
  TEAM_CHAT_WEBHOOK_URL: optionalUrl(['http', 'https']),
  TEAM_CHAT_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(40).default('Slack')),
  INTERNAL_EMAIL_DOMAINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\s*[a-z0-9.-]+\.[a-z0-9-]+\s*(,\s*[a-z0-9.-]+\.[a-z0-9-]+\s*)*$/i, {
        message: 'must be a list of email domains like "ecotone.earth,example.org"',
      })
      .optional(),
  ),
  STORAGE_S3_ENDPOINT: optionalUrl(['http', 'https']),
  STORAGE_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  STORAGE_S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  STORAGE_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  STORAGE_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => value.split(',').every((entry) => isProxyAddress(entry.trim())), {
        message:
          'must be a comma-separated list of proxy addresses or CIDR ranges, like "10.0.0.1,192.168.0.0/16,::1"',
      })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
  LEGAL_CONTENT_DIR: z.string().min(1).default(path.join(repositoryRoot, 'content/legal')),
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
  /**
   * The terms and privacy texts (`terms.en.md`, `privacy.es.md`, ...), read on every request so
   * an operator replaces a file without a restart (docs/legal-pages.md).
   */
  legalContentDir: string;
  /** A Nominatim-compatible geocoder; unset = the offline gazetteer. */
  geocoderUrl: string | undefined;
  /** Online satellite and street basemaps over the offline Natural Earth map; null = off. */
  basemaps: MapConfig;
  /** SMTP when `smtpUrl` is set; otherwise messages are written to `outboxDir`. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Receives contact messages, and get-started requests whose interest has no contact of its own. */
  contactEmail: string;
  /** Get-started interest -> the internal contact who answers it. */
  getStartedContacts: Record<string, string>;
  /** OpenID Connect providers; a provider without configuration is hidden, not broken. */
  sso: Partial<Record<SsoProvider, { clientId: string; clientSecret: string; issuer: string }>>;
  /** Answers GET {url}/country with a country code for the visitor's IP; unset = United States. */
  ipGeolocationUrl: string | undefined;
  /** The organisation's carbon register, linked from every carbon value; unset = no link. */
  masterCarbonLogUrl: string | undefined;
  /**
   * Where an assessment's documents are kept: an https address with `{assessmentId}` in it
   * (DOCUMENT_STORE_PLACEHOLDER); unset = no document store, no link.
   */
  documentStoreUrl: string | undefined;
  /**
   * Where analyses read their data: the labelled synthetic demo dataset (embedded default), or a
   * dataset catalogue file (docs/data-sources.md) that never falls back to synthetic data.
   */
  analysisData:
    | { mode: 'synthetic' }
    | { mode: 'catalogue'; cataloguePath: string; enableRestricted: boolean };
  /** What one analysis tool may take before it fails (ANALYSIS_TOOL_*; DEFAULT_TOOL_BUDGET). */
  toolBudget: { timeoutSeconds: number; memoryMb: number };
  /** A Slack-compatible incoming webhook told when an assessment is ready; null = none. */
  teamChat: { webhookUrl: string; name: string } | null;
  /**
   * Email domains of internal staff (lower case, no `@`): they see new assessments, which are
   * internal-only until their access changes. Default: the administrator's domain.
   */
  internalEmailDomains: string[];
  /**
   * Where files live (results, uploads): the local folder DATA_DIR/storage (embedded default) or
   * an S3-compatible bucket.
   */
  storage: StorageConfig;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose `X-Forwarded-For` is believed; empty =
   * none, so a client's address is the socket's and cannot be forged by a header (docs/auth.md).
   */
  trustProxy: string[];
  /**
   * How admin permissions are granted (ADMIN_SIGN_IN; decision 0024, amending 0004): `google`,
   * only in sessions signed in with Google; `any`, with every sign-in method. The default is
   * `google` when Google sign-in is configured, else `any`; `source` says which applied.
   */
  adminSignIn: { rule: AdminSignInRule; source: 'configured' | 'default' };
}

export type AdminSignInRule = 'google' | 'any';

export type StorageConfig =
  | { mode: 'local'; root: string }
  | {
      mode: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export type SsoProvider = 'google' | 'microsoft';

/** Public issuers used when only a client id and secret are given. */
const DEFAULT_ISSUERS: Record<SsoProvider, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
};

function ssoProviders(env: z.infer<typeof environmentSchema>): Config['sso'] {
  const providers: Config['sso'] = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const issuer = env.GOOGLE_ISSUER ?? DEFAULT_ISSUERS.google;
    providers.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer,
    };
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    const issuer = env.MICROSOFT_ISSUER ?? DEFAULT_ISSUERS.microsoft;
    providers.microsoft = {
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      issuer,
    };
  }
  return providers;
}

function parseContacts(list: string | undefined): Record<string, string> {
  if (!list) return {};
  return Object.fromEntries(
    list.split(',').map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
  );
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
  problems.push(...basemapProblems(environment));
  for (const provider of ['GOOGLE', 'MICROSOFT'] as const) {
    const id = environment[`${provider}_CLIENT_ID`];
    const secret = environment[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(
        `${provider}_CLIENT_${id ? 'SECRET' : 'ID'}: required when ${provider}_CLIENT_${id ? 'ID' : 'SECRET'} is set`,
      );
    }
  }
  const s3Settings = [
    'STORAGE_S3_ENDPOINT',
    'STORAGE_S3_BUCKET',
    'STORAGE_S3_ACCESS_KEY_ID',
    'STORAGE_S3_SECRET_ACCESS_KEY',
  ] as const;
  const s3Given = s3Settings.filter((name) => environment[name]);
  if (s3Given.length > 0 && s3Given.length < s3Settings.length) {
    for (const name of s3Settings.filter((setting) => !environment[setting])) {
      problems.push(`${name}: required when any STORAGE_S3_* setting is given`);
    }
  }
  const googleConfigured = Boolean(
    environment.GOOGLE_CLIENT_ID && environment.GOOGLE_CLIENT_SECRET,
  );
  if (environment.ADMIN_SIGN_IN === 'google' && !googleConfigured) {
    problems.push(
      'ADMIN_SIGN_IN: is "google" but Google sign-in is not configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), so nobody could use admin permissions; configure Google or set ADMIN_SIGN_IN=any',
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
    legalContentDir: path.resolve(env.LEGAL_CONTENT_DIR),
    geocoderUrl: env.GEOCODER_URL,
    basemaps: basemapSources(env),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    contactEmail: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL,
    getStartedContacts: parseContacts(env.GET_STARTED_CONTACTS),
    sso: ssoProviders(env),
    ipGeolocationUrl: env.IP_GEOLOCATION_URL,
    masterCarbonLogUrl: env.MASTER_CARBON_LOG_URL,
    documentStoreUrl: env.DOCUMENT_STORE_URL,
    analysisData:
      env.DATA_MODE === 'catalogue'
        ? {
            mode: 'catalogue',
            cataloguePath: path.resolve(env.DATASET_CATALOGUE),
            enableRestricted: env.ENABLE_RESTRICTED_LAYERS === 'true',
          }
        : { mode: 'synthetic' },
    toolBudget: {
      timeoutSeconds: env.ANALYSIS_TOOL_TIMEOUT_SECONDS,
      memoryMb: env.ANALYSIS_TOOL_MEMORY_MB,
    },
    teamChat: env.TEAM_CHAT_WEBHOOK_URL
      ? { webhookUrl: env.TEAM_CHAT_WEBHOOK_URL, name: env.TEAM_CHAT_NAME }
      : null,
    internalEmailDomains: (env.INTERNAL_EMAIL_DOMAINS ?? env.ADMIN_EMAIL.split('@')[1] ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain.length > 0),
    storage:
      env.STORAGE_S3_ENDPOINT &&
      env.STORAGE_S3_BUCKET &&
      env.STORAGE_S3_ACCESS_KEY_ID &&
      env.STORAGE_S3_SECRET_ACCESS_KEY
        ? {
            mode: 's3',
            endpoint: env.STORAGE_S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: env.STORAGE_S3_BUCKET,
            region: env.STORAGE_S3_REGION,
            accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
          }
        : { mode: 'local', root: path.join(dataDir, 'storage') },
    adminSignIn: env.ADMIN_SIGN_IN
      ? { rule: env.ADMIN_SIGN_IN, source: 'configured' }
      : { rule: googleConfigured ? 'google' : 'any', source: 'default' },
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  };
}
