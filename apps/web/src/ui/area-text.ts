import {
  formatQuantity,
  type Language,
  languageToLocale,
  NOT_AVAILABLE,
  type UnitSystem,
} from '@ecotone/i18n';

/**
 * An area in the reader's unit system (specs/1 sections 2.1 and 9: "a negative area is shown as
 * N/A"). null, NaN and infinities are N/A too: never "0 ha" for an area that is not known.
 */
export function areaText(hectares: number | null, units: UnitSystem, language: Language): string {
  if (hectares === null || !Number.isFinite(hectares) || hectares < 0) return NOT_AVAILABLE;
  return formatQuantity(hectares, 'ha', units, languageToLocale(language));
}
