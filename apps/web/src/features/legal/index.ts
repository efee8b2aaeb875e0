/** Links to the legal pages; the page itself loads on demand. */
export { LEGAL_LINKS, legalPath } from './legal-links';
