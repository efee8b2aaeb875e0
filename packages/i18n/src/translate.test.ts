import { describe, expect, it } from 'vitest';
import { es } from './catalog/index.js';
import { interpolate, localeFromAcceptLanguage, type MessageKey, translate } from './translate.js';

describe('translate', () => {
  it('returns the English text of errors.UNAUTHENTICATED', () => {
    expect(translate('en', 'errors.UNAUTHENTICATED')).toBe(
      'User session required but not available',
    );
  });

  it('returns the Spanish text of errors.UNAUTHENTICATED for es', () => {
    const spanish = translate('es', 'errors.UNAUTHENTICATED');

    expect(spanish).toBe(es.errors.UNAUTHENTICATED);
    expect(spanish).not.toBe(translate('en', 'errors.UNAUTHENTICATED'));
  });

  it.each([
    ['en', 'The request is not valid: x'],
    ['es', 'La solicitud no es válida: x'],
  ] as const)('fills {{details}} of errors.VALIDATION in %s', (locale, expected) => {
    expect(translate(locale, 'errors.VALIDATION', { details: 'x' })).toBe(expected);
  });

  it('leaves a placeholder without a parameter as it is', () => {
    expect(translate('en', 'errors.VALIDATION')).toBe('The request is not valid: {{details}}');
    expect(translate('en', 'errors.VALIDATION', { other: 'x' })).toBe(
      'The request is not valid: {{details}}',
    );
  });

  it('returns the key itself when no catalogue has it', () => {
    expect(translate('es', 'errors.NO_SUCH_CODE' as MessageKey)).toBe('errors.NO_SUCH_CODE');
  });
});

describe('interpolate', () => {
  it('replaces every occurrence, with or without inner spaces, and formats numbers', () => {
    expect(interpolate('{{name}} has {{ count }} sites, {{name}}', { name: 'Ana', count: 3 })).toBe(
      'Ana has 3 sites, Ana',
    );
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('{{known}} and {{unknown}}', { known: 'one' })).toBe('one and {{unknown}}');
  });

  it('does not take inherited properties for parameters', () => {
    expect(interpolate('{{toString}} {{constructor}}', {})).toBe('{{toString}} {{constructor}}');
  });

  it('returns text without placeholders unchanged', () => {
    expect(interpolate('No placeholders here.', { name: 'Ana' })).toBe('No placeholders here.');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['ES-mx', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['*', 'en'],
    ['fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['en-US,es;q=0.9', 'en'],
    ['en;q=0.2, es;q=0.8', 'es'],
    ['es;q=0.3, en', 'en'],
    // q=0 means "not acceptable"; parameter names are case-insensitive; a malformed q is ignored.
    ['es;q=0', 'en'],
    ['es;q=0, fr', 'en'],
    ['es;Q=0.1, en;q=0.5', 'en'],
    ['es;q=abc, en;q=0.5', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
