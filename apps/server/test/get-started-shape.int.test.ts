import { randomUUID } from 'node:crypto';
import { formatQuantity } from '@ecotone/i18n';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseModes, type TestContext, testContextWithEnv } from './harness.js';
import { appWithGetStartedClock } from './support/get-started-app.js';
import { MULTIPART_TYPE, multipartBody } from './support/multipart.js';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { square } from './support/square.js';

const TEAM = 'shape-team@example.org';
const ranch = JSON.stringify(square());

const validRequest = (email = `rancher-${randomUUID()}@example.org`) => ({
  firstName: 'Ana',
  lastName: 'García',
  interest: 'eligible-land',
  email,
  phone: '+54 11 4123-4567',
  location: 'https://ecotone.example.org/#preliminary-analysis',
});

/** The decoded content of the attachment called `name` in a raw MIME message. */
function attachmentOf(mail: ReceivedMail, name: string): string | undefined {
  const part = mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .find((candidate) => candidate.includes(`filename=${name}`));
  if (!part) return undefined;
  const [, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
}

let nextIp = 1;
const freshIp = () => `10.2.0.${nextIp++}`;

describe.each(databaseModes)('the ranch location of a get-started request on %s', (mode) => {
  let sink: SmtpSink;
  let context: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    context = await testContextWithEnv(mode, { SMTP_URL: sink.url, CONTACT_EMAIL: TEAM });
  });
  afterAll(() => sink.close());

  const readShape = (
    files: Array<{ name: string; content: string | Buffer }>,
    ip = freshIp(),
    app = context.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/get-started/shape',
      remoteAddress: ip,
      headers: { 'content-type': MULTIPART_TYPE, 'accept-language': 'es' },
      payload: multipartBody(files),
    });
  const post = (payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url: '/api/get-started',
      remoteAddress: freshIp(),
      payload: payload as object,
    });
  const rowsFor = async (email: string) => {
    const { rows } = await context.runtime.database.query<Record<string, unknown>>(
      'SELECT shape, shape_area_ha, shape_file_name, notified_at FROM get_started_request WHERE email = $1',
      [email],
    );
    return rows;
  };

  it('reads a visitor’s file without a session: the cleaned shape and its area', async () => {
    const response = await readShape([{ name: 'ranch.geojson', content: ranch }]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.fileName).toBe('ranch.geojson');
    expect(answer.areaHa).toBeCloseTo(88.2, 0);
    expect(answer.geojson.type).toBe('FeatureCollection');
    expect(answer.geojson.features[0].geometry.type).toBe('Polygon');
  });

  it('imports, prepares and encodes the shape on a shape-pool thread, never on the HTTP thread', async () => {
    // An anonymous visitor's file must not hold the thread that answers everyone (issue 11).
    const marker = `parsed-where-${randomUUID()}`;
    const marked = JSON.parse(ranch);
    marked.features[0].properties = { marker };
    const parse = vi.spyOn(JSON, 'parse');
    const stringify = vi.spyOn(JSON, 'stringify');
    let response: Awaited<ReturnType<typeof readShape>>;
    try {
      response = await readShape([{ name: 'ranch.geojson', content: JSON.stringify(marked) }]);
      const touchedHere = [
        ...parse.mock.calls,
        ...stringify.mock.results.map((r) => [r.value]),
      ].filter(([text]) => typeof text === 'string' && text.includes(marker));
      // The test's own stringify of the upload is the one expected call.
      expect(touchedHere).toHaveLength(1);
    } finally {
      parse.mockRestore();
      stringify.mockRestore();
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().geojson.features[0].properties).toEqual({ marker });
  });

  it('refuses files that hold no polygon, no files, and uploads over 5 MB, translated', async () => {
    const lines = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      ],
    });
    const refused = await readShape([{ name: 'roads.geojson', content: lines }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INVALID_FILE');
    expect(refused.json().error.message).toMatch(/^No se pudo usar este archivo\./);

    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/get-started/shape',
      remoteAddress: freshIp(),
      headers: { 'content-type': MULTIPART_TYPE },
      payload: multipartBody([]),
    });
    expect(empty.statusCode).toBe(400);

    const large = await readShape([{ name: 'big.geojson', content: Buffer.alloc(5_000_001, 32) }]);
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits shape reads per address, translated', async () => {
    let time = Date.now();
    const app = await appWithGetStartedClock(context, () => time);
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect(
        (await readShape([{ name: 'ranch.geojson', content: ranch }], ip, app)).statusCode,
      ).toBe(200);
    const refused = await readShape([{ name: 'ranch.geojson', content: ranch }], ip, app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    time += 10 * 60_000 + 1;
    expect((await readShape([{ name: 'ranch.geojson', content: ranch }], ip, app)).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('stores the shape with the request and mails it to the contact as GeoJSON, with its area', async () => {
    const read = (await readShape([{ name: 'ranch.geojson', content: ranch }])).json();
    const request = {
      ...validRequest(),
      shape: { fileName: read.fileName, geojson: read.geojson },
    };
    expect((await post(request)).statusCode).toBe(200);

    const [row] = await rowsFor(request.email);
    expect(row?.shape_file_name).toBe('ranch.geojson');
    expect(Number(row?.shape_area_ha)).toBeCloseTo(read.areaHa, 6);
    expect(row?.shape).toMatchObject({ type: 'FeatureCollection' });
    expect(row?.notified_at).not.toBeNull();

    const toTeam = await sink.waitFor(TEAM, (mail) => mail.text.includes(request.email));
    const area = formatQuantity(read.areaHa, 'ha', 'metric', 'en');
    const acres = formatQuantity(read.areaHa, 'ha', 'imperial', 'en');
    expect(toTeam.text).toContain(
      `Ranch location: ${area} (${acres}), read from ranch.geojson; attached as ranch-location.geojson`,
    );
    const attached = JSON.parse(attachmentOf(toTeam, 'ranch-location.geojson') ?? 'null');
    expect(attached).toEqual(row?.shape);
    expect(toTeam.raw).toMatch(/content-type: application\/geo\+json/i);
  });

  it('says when no shape was attached', async () => {
    const request = validRequest();
    expect((await post(request)).statusCode).toBe(200);
    const toTeam = await sink.waitFor(TEAM, (mail) => mail.text.includes(request.email));
    expect(toTeam.text).toContain('Ranch location: none attached');
    expect(attachmentOf(toTeam, 'ranch-location.geojson')).toBeUndefined();
    expect((await rowsFor(request.email))[0]).toMatchObject({ shape: null, shape_area_ha: null });
  });

  it('refuses a sent shape that is not a polygon collection, and writes and mails nothing', async () => {
    const request = {
      ...validRequest(),
      shape: { fileName: 'point.geojson', geojson: { type: 'Point', coordinates: [0, 0] } },
    };
    const response = await post(request);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_SHAPE');
    expect(await rowsFor(request.email)).toEqual([]);
    expect(sink.received.filter((mail) => mail.text.includes(request.email))).toEqual([]);
  });
});
