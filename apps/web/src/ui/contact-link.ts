/**
 * The URL hash that opens the contact dialog (opened in app.tsx, loaded on demand), here so any
 * page can link to it without importing the contact feature (whose dialog imports auth).
 */
export const CONTACT_HASH_NAME = 'contact';
export const CONTACT_HASH = `#${CONTACT_HASH_NAME}`;
