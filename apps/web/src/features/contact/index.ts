/** The contact dialog opens on its URL hash; the dialog itself loads on demand. */
export { CONTACT_HASH_NAME } from './contact-hash';
