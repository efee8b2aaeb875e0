/**
 * Texts of user administration that the server sends (issue 19): the role descriptions of
 * GET /api/user/all-roles, in the request's language. The dialogs' own texts are the web app's.
 */
export const userAdminServer = {
  roles: {
    admin:
      'Administrator: everything staff can do, plus managing users (invite, roles, feature flags, deletion, impersonation).',
    staff:
      'Internal staff: edit sites and collections, see drafts and the hub, create assessments, and give or take the partner role.',
    partner:
      'Partner organisation: creates sites and assessments, and sees what is shared with it.',
    user: 'User: creates sites and assessments, and sees what is shared with them.',
  },
} as const;
