/** The URL hash that opens the contact dialog: apart from the dialog, which loads on demand. */
export { CONTACT_HASH_NAME } from '../../ui/contact-link';
