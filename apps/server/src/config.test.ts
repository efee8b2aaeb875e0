import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const validSecret = 'an-auth-secret-that-is-long-enough-for-tests';
const postgresUrl = 'postgres://ecotone:password@db.example.org:5432/ecotone';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ecotone-config-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** An explicit environment, so the developer's own shell never leaks into a test. */
function environment(values: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { DATA_DIR: dataDir, ...values };
}

/** The problems of the ConfigError that loadConfig throws; fails the test when it does not throw. */
function problemsOf(values: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(values);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

/** `PORT: Invalid input...` -> `PORT` */
const variableOf = (problem: string) => problem.slice(0, problem.indexOf(':'));

describe('loadConfig defaults', () => {
  it('runs embedded on port 3000 when only DATA_DIR is set', () => {
    const config = loadConfig(environment());

    expect(config.environment).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(dataDir);
    expect(config.database).toEqual({ mode: 'embedded', dataDir: path.join(dataDir, 'db') });
    expect(config.adminEmail).toBe('admin@ecotone.local');
    expect(config.logLevel).toBe('info');
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('has no team chat, local storage and the administrator domain as internal by default', () => {
    const config = loadConfig(environment());

    expect(config.teamChat).toBeNull();
    expect(config.storage).toEqual({ mode: 'local', root: path.join(dataDir, 'storage') });
    expect(config.internalEmailDomains).toEqual(['ecotone.local']);
  });

  it('reads the Master Carbon Log address, https only', () => {
    expect(loadConfig(environment()).masterCarbonLogUrl).toBeUndefined();
    expect(
      loadConfig(environment({ MASTER_CARBON_LOG_URL: 'https://drive.example.org/log' }))
        .masterCarbonLogUrl,
    ).toBe('https://drive.example.org/log');
    expect(
      problemsOf(environment({ MASTER_CARBON_LOG_URL: 'http://drive.example.org/log' })).join(),
    ).toContain('MASTER_CARBON_LOG_URL');
  });

  it('reads the document store address, https with the assessment id in it', () => {
    expect(loadConfig(environment()).documentStoreUrl).toBeUndefined();
    expect(
      loadConfig(
        environment({ DOCUMENT_STORE_URL: 'https://drive.example.org/assessments/{assessmentId}' }),
      ).documentStoreUrl,
    ).toBe('https://drive.example.org/assessments/{assessmentId}');
    expect(
      problemsOf(
        environment({ DOCUMENT_STORE_URL: 'https://drive.example.org/assessments' }),
      ).join(),
    ).toContain('DOCUMENT_STORE_URL: must contain {assessmentId}');
    expect(
      problemsOf(
        environment({ DOCUMENT_STORE_URL: 'http://drive.example.org/{assessmentId}' }),
      ).join(),
    ).toContain('DOCUMENT_STORE_URL');
  });

  it('reads the team chat, internal domains and S3 storage settings', () => {
    const config = loadConfig(
      environment({
        TEAM_CHAT_WEBHOOK_URL: 'https://hooks.example.org/T1',
        TEAM_CHAT_NAME: 'Mattermost',
        INTERNAL_EMAIL_DOMAINS: 'Ecotone.Earth, staff.example.org',
        STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        STORAGE_S3_BUCKET: 'ecotone-files',
        STORAGE_S3_ACCESS_KEY_ID: 'key',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );

    expect(config.teamChat).toEqual({
      webhookUrl: 'https://hooks.example.org/T1',
      name: 'Mattermost',
    });
    expect(config.internalEmailDomains).toEqual(['ecotone.earth', 'staff.example.org']);
    expect(config.storage).toEqual({
      mode: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'ecotone-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('names every missing S3 setting when only some are given', () => {
    const problems = problemsOf(environment({ STORAGE_S3_BUCKET: 'ecotone-files' }));

    expect(problems.map(variableOf).sort()).toEqual([
      'STORAGE_S3_ACCESS_KEY_ID',
      'STORAGE_S3_ENDPOINT',
      'STORAGE_S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('trusts no proxy by default, and the listed addresses and ranges when TRUST_PROXY is set', () => {
    expect(loadConfig(environment()).trustProxy).toEqual([]);
    const config = loadConfig(
      environment({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,::1 ,fd00::/8,loopback' }),
    );
    expect(config.trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses internal domains that are not domains', () => {
    expect(problemsOf(environment({ INTERNAL_EMAIL_DOMAINS: '@example' })).map(variableOf)).toEqual(
      ['INTERNAL_EMAIL_DOMAINS'],
    );
  });

  it('derives the default public URL from PORT', () => {
    expect(loadConfig(environment({ PORT: '8080' })).publicUrl).toBe('http://localhost:8080');
  });

  it('generates an auth secret, stores it in <DATA_DIR>/auth-secret and reuses it', () => {
    const first = loadConfig(environment()).authSecret;
    const second = loadConfig(environment()).authSecret;

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(second).toBe(first);
  });

  it('generates a different secret for a different data directory', () => {
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'ecotone-config-'));
    try {
      const other = loadConfig({ DATA_DIR: otherDataDir }).authSecret;
      expect(loadConfig(environment()).authSecret).not.toBe(other);
    } finally {
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it('uses AUTH_SECRET from the environment and writes no secret file', () => {
    const config = loadConfig(environment({ AUTH_SECRET: validSecret }));

    expect(config.authSecret).toBe(validSecret);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('treats empty optional URLs and AUTH_SECRET as unset', () => {
    const config = loadConfig(environment({ PUBLIC_URL: '', DATABASE_URL: '', AUTH_SECRET: '' }));

    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.mode).toBe('embedded');
    expect(config.authSecret).toBe(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'));
  });

  it.each([
    ['https://ecotone.example.org/', 'https://ecotone.example.org'],
    ['https://example.org/ecotone/', 'https://example.org/ecotone'],
    ['https://ecotone.example.org', 'https://ecotone.example.org'],
  ])('removes the trailing slash of PUBLIC_URL %s', (publicUrl, expected) => {
    expect(loadConfig(environment({ PUBLIC_URL: publicUrl })).publicUrl).toBe(expected);
  });
});

describe('loadConfig with DATABASE_URL', () => {
  it.each([postgresUrl, 'postgresql://ecotone@localhost/ecotone'])(
    'switches to postgres mode for %s',
    (databaseUrl) => {
      const config = loadConfig(
        environment({ DATABASE_URL: databaseUrl, AUTH_SECRET: validSecret }),
      );

      expect(config.database).toEqual({ mode: 'postgres', connectionString: databaseUrl });
      expect(config.authSecret).toBe(validSecret);
    },
  );

  it('requires AUTH_SECRET, naming it in the error', () => {
    const attempt = () => loadConfig(environment({ DATABASE_URL: postgresUrl }));

    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/AUTH_SECRET/);
    expect(problemsOf(environment({ DATABASE_URL: postgresUrl })).map(variableOf)).toEqual([
      'AUTH_SECRET',
    ]);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });
});

describe('loadConfig rejects bad values by name', () => {
  it.each([
    ['DATABASE_URL', 'postgres://'],
    ['DATABASE_URL', 'postgres:db.example.org'],
    ['PUBLIC_URL', 'http:/x//'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.org'],
    ['ADMIN_EMAIL', 'nope'],
    ['AUTH_SECRET', 'short'],
    ['AUTH_SECRET', 'x'.repeat(31)],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example.org'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '::1/129'],
    ['TRUST_PROXY', '10.0.0.1/8/8'],
    ['TRUST_PROXY', '10.0.0.256'],
  ])('%s=%s', (variable, value) => {
    // A database URL always needs a secret too; give one so only the bad value is reported.
    const secret = variable === 'DATABASE_URL' ? { AUTH_SECRET: 'x'.repeat(40) } : {};
    const problems = problemsOf(environment({ [variable]: value, ...secret }));

    expect(problems).not.toEqual([]);
    expect(new Set(problems.map(variableOf))).toEqual(new Set([variable]));
  });

  it('accepts the boundaries: PORT=65535 and a 32-character AUTH_SECRET', () => {
    const config = loadConfig(environment({ PORT: '65535', AUTH_SECRET: 'x'.repeat(32) }));

    expect(config.port).toBe(65_535);
    expect(config.authSecret).toBe('x'.repeat(32));
  });

  it('lists every bad value in one error', () => {
    const bad = environment({
      PORT: 'abc',
      AUTH_SECRET: 'short',
      ADMIN_EMAIL: 'nope',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
    });

    const problems = problemsOf(bad);

    expect(problems).toHaveLength(5);
    expect(problems.map(variableOf).sort()).toEqual([
      'ADMIN_EMAIL',
      'AUTH_SECRET',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
    ]);
    expect(() => loadConfig(bad)).toThrow(/^Invalid configuration:\n {2}- /);
  });

  it('reports a missing AUTH_SECRET together with the other problems', () => {
    const problems = problemsOf(environment({ PORT: 'abc', DATABASE_URL: postgresUrl }));

    expect(problems.map(variableOf).sort()).toEqual(['AUTH_SECRET', 'PORT']);
  });

  it('treats empty PORT, HOST and ADMIN_EMAIL as unset', () => {
    const config = loadConfig(environment({ PORT: '', HOST: '', ADMIN_EMAIL: '' }));

    expect([config.port, config.host, config.adminEmail]).toEqual([
      3000,
      'localhost',
      'admin@ecotone.local',
    ]);
  });

  it('removes every trailing slash from PUBLIC_URL', () => {
    expect(
      loadConfig(environment({ PUBLIC_URL: 'https://ecotone.example.org///' })).publicUrl,
    ).toBe('https://ecotone.example.org');
  });

  it('refuses a stored embedded secret that is too short instead of signing sessions with it', () => {
    writeFileSync(path.join(dataDir, 'auth-secret'), '\n');

    expect(problemsOf(environment())[0]).toMatch(/auth-secret: holds fewer than 32 characters/);
  });
});

describe('loadConfig basemaps (docs/decisions/0010-basemap-sources.md)', () => {
  it('offers Sentinel-2 cloudless imagery and the OpenStreetMap street map by default', () => {
    const { basemaps } = loadConfig(environment());

    expect(basemaps.satellite?.tiles[0]).toContain('tiles.maps.eox.at');
    expect(basemaps.satellite?.attribution).toContain('Copernicus Sentinel data 2016');
    expect(basemaps.standard?.tiles[0]).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(basemaps.standard?.attribution).toContain('OpenStreetMap contributors');
  });

  it("takes an operator's own tiles with their credit, and turns either off with none", () => {
    const { basemaps } = loadConfig(
      environment({
        BASEMAP_TILE_URL: 'https://imagery.example.org/{z}/{x}/{y}.jpg',
        BASEMAP_ATTRIBUTION: 'Example Imagery',
        BASEMAP_MAX_ZOOM: '18',
        BASEMAP_STREET_TILE_URL: 'none',
      }),
    );

    expect(basemaps.satellite).toEqual({
      tiles: ['https://imagery.example.org/{z}/{x}/{y}.jpg'],
      attribution: 'Example Imagery',
      maxZoom: 18,
    });
    expect(basemaps.standard).toBeNull();
  });

  it('needs the credit of own tiles and a {z}/{x}/{y} template, naming the variable', () => {
    expect(
      problemsOf(
        environment({ BASEMAP_STREET_TILE_URL: 'https://streets.example.org/{z}/{x}/{y}.png' }),
      ).map(variableOf),
    ).toEqual(['BASEMAP_STREET_ATTRIBUTION']);
    expect(
      problemsOf(
        environment({
          BASEMAP_TILE_URL: 'https://imagery.example.org/tile',
          BASEMAP_ATTRIBUTION: 'Example',
        }),
      ).map(variableOf),
    ).toEqual(['BASEMAP_TILE_URL']);
  });
});

describe('ADMIN_SIGN_IN (decision 0024)', () => {
  const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

  it('defaults to google when Google sign-in is configured, else any', () => {
    expect(loadConfig(environment(google)).adminSignIn).toEqual({
      rule: 'google',
      source: 'default',
    });
    expect(loadConfig(environment()).adminSignIn).toEqual({ rule: 'any', source: 'default' });
  });

  it('takes an explicit value', () => {
    expect(loadConfig(environment({ ...google, ADMIN_SIGN_IN: 'any' })).adminSignIn).toEqual({
      rule: 'any',
      source: 'configured',
    });
    expect(loadConfig(environment({ ...google, ADMIN_SIGN_IN: 'google' })).adminSignIn).toEqual({
      rule: 'google',
      source: 'configured',
    });
  });

  it('refuses google without Google sign-in, and unknown values, by name', () => {
    const [withoutGoogle] = problemsOf(environment({ ADMIN_SIGN_IN: 'google' }));
    expect(withoutGoogle).toMatch(/^ADMIN_SIGN_IN: .*Google sign-in is not configured/);
    expect(problemsOf(environment({ ADMIN_SIGN_IN: 'microsoft' })).map(variableOf)).toEqual([
      'ADMIN_SIGN_IN',
    ]);
  });
});
