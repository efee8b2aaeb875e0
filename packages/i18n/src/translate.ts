import { catalogs, DEFAULT_LOCALE, type en, type Locale } from './catalog/index.js';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key as a dotted path, e.g. `errors.UNAUTHENTICATED`. */
export type MessageKey = Leaves<typeof en>;
export type MessageParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` placeholders, the same syntax i18next uses in the web app. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/**
 * A key chosen at run time (a stored label, a class name) in `locale`, with English fallback;
 * null when neither catalogue has it.
 */
export function translateKnown(locale: Locale, key: string, params?: MessageParams): string | null {
  const text = lookup(catalogs[locale], key) ?? lookup(catalogs[DEFAULT_LOCALE], key);
  return text === undefined ? null : interpolate(text, params);
}

/** Server-side translation with English fallback (emails, API error messages). */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return translateKnown(locale, key, params) ?? key;
}

/** Picks a supported locale from an Accept-Language header; English when none matches. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: quality ? Number(quality.slice(2)) : 1 };
    })
    // q=0 means "not acceptable"; a malformed q is ignored rather than guessed.
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return DEFAULT_LOCALE;
}

export type ReasonNamespace = 'files' | 'geometry' | 'workflow';

/**
 * Translates a refusal code returned at runtime (`files.<code>`, `geometry.<code>` or
 * `workflow.<code>`), e.g. why an upload was refused. An unknown code falls back to English,
 * then to the code itself, so a person always reads something.
 */
export function translateReason(
  locale: Locale,
  namespace: ReasonNamespace,
  code: string,
  params?: MessageParams,
): string {
  return translateKnown(locale, `${namespace}.${code}`, params) ?? code;
}
