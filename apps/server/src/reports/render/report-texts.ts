import type { LabelRef } from '@ecotone/analysis';
import {
  type Language,
  type Locale,
  localeToLanguage,
  type MessageKey,
  type MessageParams,
  translate as translateKey,
  translateKnown,
  type UnitSystem,
} from '@ecotone/i18n';
import type { Texts, Translate } from '@ecotone/results/context-model';
import { type QuantityFormat, quantityFormat } from '@ecotone/results/quantity-format';

/**
 * The report's words and numbers in its language and unit system: the catalogue's texts (typed
 * keys), the keys results carry (loose: a key the catalogue lacks is shown as it came, as the
 * web's `useLooseTranslate` does), and the results' one quantity formatter, so a figure reads
 * exactly as the page shows it.
 */
export interface ReportTexts {
  locale: Locale;
  language: Language;
  units: UnitSystem;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A key chosen at run time (a class name, a tool's label): translated, else as it came. */
  loose: Translate;
  /** A key chosen at run time, translated; null when the catalogue does not have it. */
  known: (key: string, params?: Record<string, string>) => string | null;
  /** A stored label (key and parameters) in the report's language. */
  label: (label: LabelRef) => string;
  /** `{key}_one` or `{key}_other` by count, as i18next picks them (English and Spanish alike). */
  plural: (key: string, count: number) => string;
  format: QuantityFormat;
  /** What the context model needs (format, loose translate, language). */
  contextTexts: Texts;
  /** An ISO date or date-time as a calendar date in the report's language ('25 November 2026'). */
  date: (iso: string) => string;
}

export function reportTexts(locale: Locale, units: UnitSystem): ReportTexts {
  const language = localeToLanguage(locale);
  const format = quantityFormat(units, language);
  const known = (key: string, params?: Record<string, string>) =>
    translateKnown(locale, key, params);
  const loose: Translate = (key, params) => known(key, params) ?? key;
  const label = (ref: LabelRef) =>
    loose(
      ref.key,
      ref.params &&
        Object.fromEntries(
          Object.entries(ref.params).map(([name, value]) => [name, String(value)]),
        ),
    );
  // UTC: the report is the same wherever the worker runs; dates are the day the server recorded.
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale,
    language,
    units,
    t: (key, params) => translateKey(locale, key, params),
    loose,
    known,
    label,
    plural: (key, count) =>
      loose(`${key}_${count === 1 ? 'one' : 'other'}`, { count: String(count) }),
    format,
    contextTexts: { format, translate: loose, language },
    date: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dates.format(date);
    },
  };
}
