/** The URL hash that opens the contact dialog: apart from the dialog, which loads on demand. */
export const CONTACT_HASH_NAME = 'contact';
