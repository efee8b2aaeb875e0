/**
 * The URL hashes that open the get-started dialog (ui/use-hash-dialog.ts, opened in app.tsx):
 * links to them work from any page and in shared links, and the dialog (features/get-started)
 * loads on demand.
 */

/** The hash's name: the get-started dialog. */
export const GET_STARTED_HASH_NAME = 'get-started';
/** The same form asked for a preliminary analysis (the landing page): the shape is required. */
export const PRELIMINARY_ANALYSIS_HASH_NAME = 'preliminary-analysis';

/**
 * The get-started dialog (specs/2 section 2) opens on this URL hash; linking to the hash
 * rather than calling the dialog keeps the call to action working from anywhere, including
 * shared links.
 */
export const GET_STARTED_HASH = `#${GET_STARTED_HASH_NAME}`;

/**
 * The landing page's preliminary analysis: the same dialog, which then asks for the ranch
 * location (specs/1 sections 1 and 5).
 */
export const PRELIMINARY_ANALYSIS_HASH = `#${PRELIMINARY_ANALYSIS_HASH_NAME}`;
