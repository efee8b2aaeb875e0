import { randomUUID } from 'node:crypto';
import { analysisMetadataSchema, instrumentInfoSchema } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import { SQUARE } from './analysis-runs.fixtures.js';
import { databaseModes, signedInUser, signIn, type TestUser, testContext } from './harness.js';
import { storeShapefile } from './support/seed.js';

/** The server clock's last calendar year: open end years and the default study year. */
const lastYear = () => new Date().getUTCFullYear() - 1;

describe.each(databaseModes)('analysis metadata endpoints on %s', (mode) => {
  // Starting the database (PGlite: ~1 minute on a busy machine) is the hook's job, not a test's.
  beforeAll(() => testContext(mode));

  const get = async (url: string, cookie?: string, language = 'en') => {
    const { app } = await testContext(mode);
    return app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    });
  };

  it('are documented in the OpenAPI', async () => {
    const { app } = await testContext(mode);
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/analysis/metadata'].get.tags).toEqual(['analysis']);
    expect(paths['/api/analysis/instrument-info'].get.tags).toEqual(['analysis']);
  });

  it('need a session', async () => {
    for (const url of ['/api/analysis/metadata', '/api/analysis/instrument-info']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('list the 23 tools; the tools that exist can run, the others say they are not available yet', async () => {
    const user = await signedInUser(await testContext(mode));
    const response = await get('/api/analysis/metadata', user.cookie);
    expect(response.statusCode).toBe(200);
    const metadata = analysisMetadataSchema.parse(response.json());
    expect(metadata.tools).toHaveLength(23);
    expect(metadata.tools.filter((t) => t.available).map((t) => t.scriptType)).toEqual([
      'biodiversityContext',
      'biodiversityMsa',
      'carbonInputs',
      'context',
      'droughtsAndFloods',
      'fireContext',
      'forestCarbon',
      'grasslandCarbon',
      'ifmCarbon',
      'landCoverChange',
      'performanceDegradation',
      'snapgrazeCarbon',
      'soilMoisturePotential',
      'vegetationChange',
      'waterBalance',
      'wetlandsCarbon',
      'wetlandsBiodiversityMsa',
    ]);
    const forest = metadata.tools.find((t) => t.scriptType === 'forestCarbon');
    expect(forest).toMatchObject({
      label: 'Forest carbon',
      category: 'carbon',
      categoryLabel: 'Carbon',
      available: true,
      statusMessage: null,
      manualUrl: '/manual/analyses/forestCarbon',
    });
    expect(metadata.tools.find((t) => t.scriptType === 'monitoring')).toMatchObject({
      available: false,
      statusMessage: 'Not available yet: this analysis is still being built and cannot be run.',
    });
    expect(forest?.parameters[0]).toMatchObject({
      id: 'projectDuration',
      defaultValue: 30,
      min: 0,
      max: 50,
      step: 1,
    });
    const landCoverChange = metadata.tools.find((t) => t.scriptType === 'landCoverChange');
    expect(landCoverChange?.statusMessage).toBeNull();
    expect(
      Object.fromEntries(landCoverChange?.parameters.map((p) => [p.id, p.defaultValue]) ?? []),
    ).toEqual({ lcDatasetName: 'modis', baseYear: 2001, studyYear: Math.min(2023, lastYear()) });
    const loggingFactor = metadata.tools
      .find((t) => t.scriptType === 'ifmCarbon')
      ?.parameters.find((p) => p.id === 'loggingFactor');
    expect(loggingFactor?.options?.map((o) => o.value)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('serve the templates as the inputs they enable', async () => {
    const user = await signedInUser(await testContext(mode));
    const metadata = (await get('/api/analysis/metadata', user.cookie)).json();
    expect(metadata.templates.map((t: { id: string }) => t.id)).toEqual([
      'forest1',
      'grasslands1',
      'ifm1',
      'mangrove1',
      'undeterminedActivity1',
    ]);
    expect(metadata.templates[4]).toEqual({
      id: 'undeterminedActivity1',
      label: 'No restoration',
      userSelectable: true,
      inputs: {
        biodiversityContext: {},
        carbonInputs: {},
        context: {},
        droughtsAndFloods: { timestep: 12 },
        soilMoisturePotential: {},
        waterBalance: {},
        landCoverChange: {
          lcDatasetName: 'modis',
          baseYear: 2001,
          studyYear: Math.min(2023, lastYear()),
        },
      },
    });
  });

  it('speak Spanish when asked', async () => {
    const user = await signedInUser(await testContext(mode));
    const metadata = (await get('/api/analysis/metadata', user.cookie, 'es-MX,es;q=0.9')).json();
    const landCoverChange = metadata.tools.find(
      (t: { scriptType: string }) => t.scriptType === 'landCoverChange',
    );
    expect(landCoverChange.label).toBe('Cambio de cobertura del suelo');
    expect(landCoverChange.categoryLabel).toBe('Cobertura del suelo');
    expect(landCoverChange.parameters[1].name).toBe('Año base');
    expect(metadata.templates[0].label).toBe('Bosque: forestación y reforestación');
    const info = (await get('/api/analysis/instrument-info', user.cookie, 'es')).json();
    expect(info.lcInstruments[0].note).toBe(
      'Cubre 2001: úselo, o ESA CCI, para un año base 2001. Píxeles de 500 m.',
    );
  });

  it('give each dataset its years and resolution, open ends resolved', async () => {
    const user = await staffUser();
    const response = await get('/api/analysis/instrument-info', user.cookie);
    expect(response.statusCode).toBe(200);
    const info = instrumentInfoSchema.parse(response.json());
    const years = (list: typeof info.lcInstruments) =>
      Object.fromEntries(list.map((i) => [i.type, [i.startYear, i.endYear, i.resolution]]));
    expect(years(info.lcInstruments)).toEqual({
      modis: [2001, 2023, 500],
      'esa-cci': [1992, 2022, 300],
      esri: [2017, 2023, 10],
      worldcover: [2020, 2021, 10],
      dynamicworld: [2015, lastYear(), 10],
    });
    expect(years(info.instruments)).toMatchObject({
      sentinel2: [2016, lastYear(), 10],
      landsat5: [1984, 2011, 30],
      modis: [2000, lastYear(), 250],
    });
    expect(info.instruments[0]).toMatchObject({
      type: 'sentinel2',
      label: 'Sentinel-2',
      minDate: null,
      maxDate: null,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(info.monitoringInstruments[0]).toMatchObject({
      type: 'sentinel2',
      minDate: '2017-01-01',
      maxDate: today,
    });
    expect(info.lcInstruments.find((i) => i.type === 'dynamicworld')?.note).toContain(
      'Google Earth Engine',
    );
  });

  /** A signed-in member of staff: staff hold access:hub (migration 0003). */
  async function staffUser(): Promise<TestUser> {
    const context = await testContext(mode);
    const email = `hub-staff-${randomUUID()}@example.org`;
    const password = `pw-${randomUUID()}`;
    const { userId } = await upsertCredentialUser(
      context.runtime.auth,
      { email, password, name: 'Hub staff' },
      'staff',
    );
    const response = await signIn(context, email, password);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { id: userId, email, password, cookie };
  }

  describe('the hub-only datasets (decision 0026)', () => {
    const lcTypes = async (user: TestUser) =>
      instrumentInfoSchema
        .parse((await get('/api/analysis/instrument-info', user.cookie)).json())
        .lcInstruments.map((instrument) => instrument.type);
    const start = async (user: TestUser, lcDatasetName: string, language = 'en') => {
      const context = await testContext(mode);
      const shapefileId = await storeShapefile(context.runtime, {
        name: `Hub square ${randomUUID()}`,
        geojson: SQUARE,
        createdBy: user.id,
      });
      return context.app.inject({
        method: 'POST',
        url: '/api/analysis',
        headers: {
          cookie: user.cookie,
          origin: context.runtime.config.publicUrl,
          'accept-language': language,
        },
        payload: {
          shapefileId,
          inputs: { landCoverChange: { lcDatasetName, baseYear: 2020, studyYear: 2021 } },
        },
      });
    };

    it('are listed for staff only', async () => {
      const user = await signedInUser(await testContext(mode));
      expect(await lcTypes(user)).toEqual(['modis', 'esa-cci', 'esri']);
      expect(await lcTypes(await staffUser())).toEqual([
        'modis',
        'esa-cci',
        'esri',
        'worldcover',
        'dynamicworld',
      ]);
    });

    it('refuse a plain user with 400 HUB_ONLY, in their language', async () => {
      const user = await signedInUser(await testContext(mode));
      const refused = await start(user, 'worldcover');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('HUB_ONLY');
      expect(refused.json().error.message).toBe('worldcover needs hub access.');
      const spanish = await start(user, 'dynamicworld', 'es');
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json().error.message).toBe('dynamicworld requiere acceso al hub.');
      expect((await start(user, 'esri')).statusCode).toBe(200);
    });

    it('may be used by staff', async () => {
      const response = await start(await staffUser(), 'worldcover');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().analysisId).toEqual(expect.any(String));
    });

    it('carry each description with its translation key', async () => {
      const user = await signedInUser(await testContext(mode));
      const metadata = analysisMetadataSchema.parse(
        (await get('/api/analysis/metadata', user.cookie)).json(),
      );
      const described = metadata.tools
        .flatMap((tool) => tool.parameters)
        .filter((parameter) => parameter.description !== null);
      expect(described.length).toBeGreaterThan(0);
      for (const parameter of described) expect(parameter.descriptionKey).toMatch(/^tools\./);
    });
  });
});
