import { collections as enCollections } from '@ecotone/i18n/catalog/en-collections';
import { es } from '@ecotone/i18n/catalog/es';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

// The pluralised toast of specs/2 section 8 ("{n} item was / items were added to the
// collection.") and the list's count, through i18next's plural rules as the app configures them.
async function translator(language: 'en' | 'es') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: {
      en: { translation: { collections: enCollections } },
      es: { translation: { collections: es.collections } },
    },
    interpolation: { prefix: '{{', suffix: '}}', escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

describe('the collection toasts', () => {
  it('say one item was or several items were added, in English and Spanish', async () => {
    const en = await translator('en');
    expect(en('collections.toasts.added', { count: 1 })).toBe(
      '1 item was added to the collection.',
    );
    expect(en('collections.toasts.added', { count: 3 })).toBe(
      '3 items were added to the collection.',
    );
    expect(en('collections.itemCount', { count: 0 })).toBe('0 items');
    const es = await translator('es');
    expect(es('collections.toasts.added', { count: 1 })).toBe(
      'Se añadió 1 elemento a la colección.',
    );
    expect(es('collections.toasts.added', { count: 2 })).toBe(
      'Se añadieron 2 elementos a la colección.',
    );
  });

  it('name the removed item and the deleted collection', async () => {
    const en = await translator('en');
    expect(en('collections.toasts.removed', { type: 'site', name: 'Alder Creek' })).toBe(
      'The site Alder Creek was removed.',
    );
    expect(en('collections.toasts.deleted', { name: 'Shortlist' })).toBe(
      'The collection Shortlist was deleted.',
    );
  });
});
