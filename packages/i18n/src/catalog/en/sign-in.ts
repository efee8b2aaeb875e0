/** Texts of the web app's sign-in flows (login dialog pages, SSO, magic link, password reset). */
export const signIn = {
  placeholder: 'Sign in',
} as const;
