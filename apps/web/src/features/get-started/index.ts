/** The links that open the get-started dialog (a URL hash); the dialog itself loads on demand. */
export { GET_STARTED_HASH, PRELIMINARY_ANALYSIS_HASH } from './get-started-hash';
