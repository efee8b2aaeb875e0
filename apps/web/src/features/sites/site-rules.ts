import { SITE_TYPES, type SiteDetail, type SitesPageItem, type SiteType } from '@ecotone/contracts';
import type { FinancialField } from '@ecotone/results/financials';

/** The Sites page's search: title or parent project, case- and accent-insensitive. */
export function matchingSites(sites: readonly SitesPageItem[], search: string): SitesPageItem[] {
  const folded = fold(search.trim());
  if (!folded) return [...sites];
  return sites.filter(
    (site) =>
      fold(site.title).includes(folded) || fold(site.parentProject?.title ?? '').includes(folded),
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The site-type select's value: the type when it is an option, else '' which shows "Not
 * defined" (specs/2 section 5).
 */
export const siteTypeValue = (value: string | null | undefined): SiteType | '' =>
  (SITE_TYPES as readonly string[]).includes(value ?? '') ? (value as SiteType) : '';

/** The site type a parent project imposes, or null when the site chooses its own. */
export const typeSetByProject = (site: SiteDetail): SiteType | null =>
  site.parentProject?.pipelineClass ?? null;

/** A site with assessments or shapefiles needs a replacement before it is deleted (specs/2 section 4). */
export const needsReplacement = (site: Pick<SiteDetail, 'shapefiles' | 'assessments'>): boolean =>
  site.shapefiles.length > 0 || site.assessments.length > 0;

/** The replacement choices: every other site, by title (specs/2 section 5). */
export const replacementChoices = (
  sites: readonly SitesPageItem[],
  siteId: string,
): SitesPageItem[] => sites.filter((site) => site.siteId !== siteId);

// Shared with the PDF report (packages/results/src/financials.ts).
export { FINANCIAL_FIELDS, moneyText, percentText } from '@ecotone/results/financials';
export type { FinancialField };

const FINANCIAL_LIMITS: Record<FinancialField, { min: number; max: number; integer: boolean }> = {
  revenueSharePercent: { min: 0, max: 100, integer: false },
  annualLandownerPaymentUsd: { min: 0, max: 1e12, integer: false },
  agreementTermYears: { min: 1, max: 100, integer: true },
};

/**
 * A typed financial value: empty is unknown (null); a number in the contract's range is kept;
 * anything else is refused (undefined) so the form can say so.
 */
export function parseFinancial(field: FinancialField, text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  const limits = FINANCIAL_LIMITS[field];
  if (!Number.isFinite(value) || value < limits.min || value > limits.max) return undefined;
  if (limits.integer && !Number.isInteger(value)) return undefined;
  return value;
}
