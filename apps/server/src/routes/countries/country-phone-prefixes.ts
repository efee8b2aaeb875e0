import type { CountryPhonePrefix } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

const cache = new Map<Locale, CountryPhonePrefix[]>();

/**
 * Every country with a calling code, named in `locale` and sorted by that name. countries-list
 * names are English; other languages come from the runtime's CLDR data (`Intl.DisplayNames`),
 * falling back to English for a code it does not know. Where a country has several codes
 * (e.g. the Dominican Republic: 1809, 1829, 1849) the first is offered.
 */
export function countryPhonePrefixes(locale: Locale): CountryPhonePrefix[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const displayNames =
    locale === 'en' ? undefined : new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const list = (
    Object.entries(countries) as Array<[TCountryCode, (typeof countries)[TCountryCode]]>
  )
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({
      code,
      name: nameIn(displayNames, code) ?? country.name,
      flag: getEmojiFlag(code),
      prefix: `+${country.phone[0]}`,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

function nameIn(displayNames: Intl.DisplayNames | undefined, code: string): string | undefined {
  const name = displayNames?.of(code);
  // An unknown region comes back as the code itself.
  return name && name !== code ? name : undefined;
}
