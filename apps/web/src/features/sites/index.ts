/**
 * The sites pages, one lazy chunk for both routes (app.tsx): the list and a site lead to each
 * other, and one chunk instead of two keeps the shared modules' split of the first load as it was.
 */

/** The site's financial terms as read (full access only): the assessment page shows them too. */
export { FinancialTerms } from './site-financials';
export { SitePage } from './site-page';
export { SitesPage } from './sites-page';
