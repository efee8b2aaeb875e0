import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@ecotone/contracts';
import { isValidEmail, normalizeEmail } from '../../ui/email';

/** specs/2 sections 5 and 8: which message the email field shows, if any. */
export function newsletterEmailError(email: string): 'emailRequired' | 'emailInvalid' | undefined {
  if (normalizeEmail(email) === '') return 'emailRequired';
  return isValidEmail(email) ? undefined : 'emailInvalid';
}

/** The `?newsletter=` value the confirm and unsubscribe links land with, if it is one of ours. */
export function newsletterOutcomeOf(search: string): NewsletterOutcome | undefined {
  const value = new URLSearchParams(search).get('newsletter');
  return NEWSLETTER_OUTCOMES.find((outcome) => outcome === value);
}
