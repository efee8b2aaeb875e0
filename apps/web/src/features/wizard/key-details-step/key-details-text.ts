import type { GeographyAnswer, LocalizedNameValue } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';

/** Shown for a geography field the lookup had no answer for (at sea, far from any place). */
export const EMPTY_VALUE = '—';

/** A name in the UI language; English when the source has no Spanish name. */
export function localizedName(name: LocalizedNameValue | null, locale: Locale): string {
  if (!name) return EMPTY_VALUE;
  return name[locale].trim() || name.en.trim() || EMPTY_VALUE;
}

/**
 * The Country field: the country alone, or, when the shape spans several, every one it touches
 * (largest overlap first, as the server sends them) so a cross-border shape says so.
 */
export function countryText(answer: GeographyAnswer, locale: Locale): string {
  if (answer.countries.length > 1) {
    return answer.countries.map((country) => localizedName(country.name, locale)).join(', ');
  }
  return localizedName(answer.country, locale);
}

/**
 * The live counter under the site name ("12/56"). It counts what the `maxLength` attribute and
 * the server's limit count (UTF-16 code units), so the counter and the limit never disagree.
 */
export function counterText(value: string, max: number): string {
  return `${value.length}/${max}`;
}

/** The attribution line under the location: each dataset with its licence. */
export function sourcesText(sources: GeographyAnswer['sources']): string {
  return sources.map((source) => `${source.name} (${source.license})`).join('; ');
}
