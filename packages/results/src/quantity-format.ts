import {
  formatNumber,
  formatQuantity,
  type Language,
  languageToLocale,
  NOT_AVAILABLE,
  type UnitSystem,
} from '@ecotone/i18n';

/**
 * Numbers with units in the reader's unit system and language, through the units module. Two
 * context units are outside its table because no system converts them: slope in degrees and the
 * dimensionless aridity index ('1'); they get the same number formatting and no conversion.
 */
export interface QuantityFormat {
  quantity: (value: number, unit: string) => string;
  number: (value: number) => string;
}

export function quantityFormat(units: UnitSystem, language: Language): QuantityFormat {
  const locale = languageToLocale(language);
  const number = (value: number) => formatNumber(value, { locale });
  return {
    number,
    quantity: (value, unit) => {
      if (!Number.isFinite(value)) return NOT_AVAILABLE;
      if (unit === 'deg') return `${number(value)}°`;
      if (unit === '1') return number(value);
      return formatQuantity(value, unit, units, locale);
    },
  };
}
