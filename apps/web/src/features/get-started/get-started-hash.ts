/** The URL hash that opens the get-started dialog: apart from the dialog, which loads on demand. */
export const GET_STARTED_HASH_NAME = 'get-started';
/** The same form asked for a preliminary analysis (the landing page): the shape is required. */
export const PRELIMINARY_ANALYSIS_HASH_NAME = 'preliminary-analysis';
