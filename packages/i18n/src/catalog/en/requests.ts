/** Texts of the web app's request forms (get-started, newsletter, contact) and preference toggles. */
export const requests = {
  placeholder: 'Get started',
} as const;
