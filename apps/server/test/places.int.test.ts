import { describe, expect, it } from 'vitest';
import { DEFAULT_SATELLITE, DEFAULT_STANDARD } from '../src/basemap-config.js';
import { signedInUser, testContext } from './harness.js';

// The gazetteer and the map configuration do not touch the database: PGlite only.
describe('GET /api/places/search (offline gazetteer)', () => {
  const search = async (q: string, language?: 'en' | 'es', cookie?: string) => {
    const context = await testContext('embedded');
    const session = cookie ?? (await signedInUser(context)).cookie;
    const query = new URLSearchParams({ q, ...(language ? { language } : {}) });
    return context.app.inject({
      method: 'GET',
      url: `/api/places/search?${query}`,
      headers: { cookie: session },
    });
  };

  it('finds a town with its region and country, and says where the names come from', async () => {
    const response = await search('Sheridan');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const wyoming = body.places.find((place: { label: string }) => place.label.includes('Wyoming'));
    expect(wyoming).toMatchObject({ name: 'Sheridan', kind: 'place' });
    expect(wyoming.latitude).toBeCloseTo(44.8, 1);
    expect(wyoming.longitude).toBeCloseTo(-106.96, 1);
    expect(body.attribution).toContain('GeoNames');
  });

  it('finds countries by their Spanish names, with a box to fly to, answering in Spanish', async () => {
    const body = (await search('estados unidos', 'es')).json();
    expect(body.places[0]).toMatchObject({ name: 'Estados Unidos', kind: 'country' });
    const [west, south, east, north] = body.places[0].bbox;
    // The mainland, not a box around the globe (the Aleutians cross the antimeridian).
    expect(west).toBeLessThan(-120);
    expect(east).toBeGreaterThan(-70);
    expect(east - west).toBeLessThan(70);
    expect(south).toBeLessThan(30);
    expect(north).toBeGreaterThan(45);
  });

  it('suggests Nairobi once, without repeating its name in the line (issue 12)', async () => {
    const body = (await search('Nairobi')).json();
    const labels = body.places.map((place: { label: string }) => place.label);
    expect(labels).toEqual(['Nairobi, Kenya']);
  });

  it('ignores accents and case', async () => {
    const body = (await search('SAO PAULO')).json();
    expect(body.places[0].name).toBe('São Paulo');
  });

  it('answers nothing useful for one character and refuses it', async () => {
    expect((await search('a')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const { app } = await testContext('embedded');
    const response = await app.inject({ method: 'GET', url: '/api/places/search?q=Sheridan' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/map/config', () => {
  it('answers the default satellite and street basemaps, public, with their credits', async () => {
    const { app } = await testContext('embedded');
    const response = await app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ satellite: DEFAULT_SATELLITE, standard: DEFAULT_STANDARD });
  });
});
