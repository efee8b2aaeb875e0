/** The newsletter sign-up form of the landing page. */
export { NewsletterSignup } from './newsletter-signup';
