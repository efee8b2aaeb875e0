import type { SiteFinancials } from '@ecotone/contracts';

/**
 * A site's financial terms as read (specs/2 section 6, full access only): the site page and the
 * PDF report write them the same way.
 */

/** The financial fields, in the order shown. */
export const FINANCIAL_FIELDS = [
  'revenueSharePercent',
  'annualLandownerPaymentUsd',
  'agreementTermYears',
] as const satisfies ReadonlyArray<keyof SiteFinancials>;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

/** US dollars, whole, in the reader's locale. */
export const moneyText = (usd: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(usd);

/** A percentage given as 0-100. */
export const percentText = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
