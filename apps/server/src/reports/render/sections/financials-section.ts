import type { SiteFinancials } from '@ecotone/contracts';
import { FINANCIAL_FIELDS, moneyText, percentText } from '@ecotone/results/financials';
import type { ReportDocument } from '../report-document.js';

/**
 * The site's financial terms, only in a report asked for with full access (the summary carries
 * them only then: specs/2 section 6); written as the site page writes them.
 */
export function drawFinancials(doc: ReportDocument, financials: SiteFinancials): void {
  const { texts } = doc;
  doc.heading(texts.t('sharing.site.financials.heading'), 1);
  doc.keyValues(
    FINANCIAL_FIELDS.map((field) => {
      const value = financials[field];
      const text =
        value === null || value === undefined
          ? texts.t('sharing.site.financials.unknown')
          : field === 'revenueSharePercent'
            ? percentText(value, texts.locale)
            : field === 'annualLandownerPaymentUsd'
              ? moneyText(value, texts.locale)
              : texts.plural('sharing.site.financials.years', value);
      return [texts.loose(`sharing.site.financials.${field}`), text] as const;
    }),
  );
}
