import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLegalDocumentRepository } from '../src/repositories/legal-document.repository.js';
import { createLegalDocumentService } from '../src/services/legal-document.service.js';
import { appWithServices, databaseModes, signedInUser, testContext } from './harness.js';

describe.each(databaseModes)('GET /api/legal/{document} on %s', (mode) => {
  it('serves the shipped terms and privacy texts signed out and signed in, in English and Spanish', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    for (const cookie of [undefined, user.cookie]) {
      const headers = cookie ? { cookie } : {};
      const terms = await context.app.inject({ url: '/api/legal/terms', headers });
      expect(terms.statusCode).toBe(200);
      expect(terms.json()).toMatchObject({ document: 'terms', language: 'en' });
      expect(terms.json().markdown).toMatch(/^# Terms and Conditions\n/);
      const privacy = await context.app.inject({
        url: '/api/legal/privacy',
        headers: { ...headers, 'accept-language': 'es-AR,es;q=0.9' },
      });
      expect(privacy.json()).toMatchObject({ document: 'privacy', language: 'es' });
      expect(privacy.json().markdown).toMatch(/^# Política de privacidad\n/);
    }
    const asked = await context.app.inject({ url: '/api/legal/terms?language=es' });
    expect(asked.json().markdown).toMatch(/^# Términos y condiciones\n/);
  });

  it("reads the operator's folder on every request, falls back to English, and knows only two documents", async () => {
    const context = await testContext(mode);
    const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-legal-'));
    const app = await appWithServices(context, {
      legalDocuments: createLegalDocumentService(createLegalDocumentRepository(directory)),
    });
    const missing = await app.inject({ url: '/api/legal/terms?language=es' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');

    writeFileSync(path.join(directory, 'terms.en.md'), '# Our terms\n\nVersion one.');
    const fallback = await app.inject({ url: '/api/legal/terms?language=es' });
    expect(fallback.json()).toEqual({
      document: 'terms',
      language: 'en',
      markdown: '# Our terms\n\nVersion one.',
    });
    writeFileSync(path.join(directory, 'terms.es.md'), '# Nuestros términos');
    const replaced = await app.inject({ url: '/api/legal/terms?language=es' });
    expect(replaced.json()).toMatchObject({ language: 'es', markdown: '# Nuestros términos' });

    for (const url of [
      '/api/legal/secrets',
      '/api/legal/..%2Fauth-secret',
      '/api/legal/terms?language=de',
    ]) {
      const refused = await app.inject({ url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
    }
    await app.close();
  });
});
