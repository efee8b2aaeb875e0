/** The URL hash that opens the get-started dialog: apart from the dialog, which loads on demand. */
export const GET_STARTED_HASH_NAME = 'get-started';
