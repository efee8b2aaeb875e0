// Vocabularies without zod, apart from the schemas that use them: the web app's first load needs
// them, not zod (docs/architecture.md, "Bundle").

/** How a session was signed in (specs/2 section 3, "Login result"). */
export const SIGN_IN_METHODS = ['email-password', 'email-link', 'google', 'microsoft'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The single-sign-on providers (docs/auth.md); `GET /api/client-config` lists the configured ones. */
export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export type SsoProviderName = (typeof SSO_PROVIDERS)[number];
