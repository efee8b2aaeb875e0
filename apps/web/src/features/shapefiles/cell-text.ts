import { type Language, languageToLocale, NOT_AVAILABLE } from '@ecotone/i18n';

/** An area cell (specs/1 sections 2.1 and 9): N/A when negative or unknown. */
export { areaText } from '../../ui/area-text';

/** The Created column: the calendar date in the reader's language and time zone. */
export function createdText(isoDate: string, language: Language): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return new Intl.DateTimeFormat(languageToLocale(language), { dateStyle: 'medium' }).format(date);
}

/** The project's share of the total, e.g. "82.5%" ("82,5 %" in Spanish). */
export function percentText(percent: number, language: Language): string {
  if (!Number.isFinite(percent) || percent < 0) return NOT_AVAILABLE;
  return new Intl.NumberFormat(languageToLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}
