import { isValidEmail } from '../../ui/email';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  sendCopy: boolean;
  website: string;
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  sendCopy: false,
  website: '',
};

/**
 * Send Message is enabled once there is a message and, for an anonymous visitor (whose address
 * the session cannot give), a valid email.
 */
export function canSendContact(values: ContactValues, signedIn: boolean, sending: boolean) {
  if (sending || values.message.trim() === '') return false;
  return signedIn || isValidEmail(values.email);
}
