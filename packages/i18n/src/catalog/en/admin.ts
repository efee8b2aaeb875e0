/**
 * Texts of user administration (issue 19; specs/2 sections 2-8): the users page, the profile
 * and invite dialogs, the impersonation log and the invitation page. Not in the web app's first
 * load: the admin page and the invitation page fetch them with their code (apps/web/src/i18n.ts).
 */
export const admin = {
  title: 'Users',
  tabs: {
    label: 'User administration',
    users: 'Users',
    impersonations: 'Impersonation log',
  },
  settings: {
    googleOnly:
      'Admin permissions come only with Google sign-in: an administrator who signs in another way acts as staff.',
    googleOnlyNotConfigured:
      'Admin permissions come only with Google sign-in, but Google sign-in is not configured here: nobody holds admin permissions until it is.',
    anyMethod:
      'Admin permissions come with every sign-in method, because Google sign-in is not configured. Once it is, they come only with Google sign-in.',
    anyMethodConfigured:
      'Admin permissions come with every sign-in method: this installation is set up that way (ADMIN_SIGN_IN=any).',
    configuredByOperator: 'Set by this installation (ADMIN_SIGN_IN).',
    failed: 'The sign-in rule for admin permissions could not be read.',
  },
  list: {
    searchLabel: 'Search users',
    searchPlaceholder: 'Name or email',
    invite: 'Invite user',
    tableLabel: 'Users',
    columns: {
      name: 'Name',
      email: 'Email',
      roles: 'Roles',
      createdAt: 'Created',
      lastSignInAt: 'Last sign-in',
    },
    never: 'Never',
    invited: 'Invited',
    empty: 'There are no users yet.',
    noMatch: 'No user matches “{{search}}”.',
    failed: 'The users could not be loaded.',
    retry: 'Try again',
    rowsPerPage: 'Rows per page',
    range: '{{from}}–{{to}} of {{count}}',
    openProfile: 'Open the profile of {{name}}',
  },
  roles: {
    admin: 'Administrator',
    staff: 'Staff',
    partner: 'Partner',
    user: 'User',
  },
  sso: {
    google: 'Signs in with Google',
    microsoft: 'Signs in with Microsoft',
  },
  inline: {
    changed: 'Changed, not saved yet: press Enter or leave the field to save, Escape to undo.',
    saving: 'Saving…',
  },
  profile: {
    title: 'User profile',
    close: 'Close',
    loading: 'Loading the profile…',
    failed: 'The profile could not be loaded.',
    name: 'Name',
    nameFromSso:
      'The name comes from single sign-on, so it is changed with the provider, not here.',
    email: 'Email',
    notion: 'Notion page',
    notionHelper: 'An https:// address; leave it empty for none.',
    notionInvalid: 'Not a valid URL',
    openNotion: 'Open the Notion page',
    created: 'Created {{date}}',
    lastSignIn: 'Last sign-in {{date}}',
    neverSignedIn: 'Never signed in',
    invitedUntil: 'Invited: the invitation link works until {{date}}.',
    invitationExpired:
      'Invited: the invitation link expired on {{date}}. Resend the invitation for a new one.',
    saveFailed: 'The change could not be saved: {{message}}',
    roles: 'Roles',
    roleNotSelectable: 'You may not assign or remove this role.',
    flags: 'Feature flags',
    access: 'Access permissions',
    accessTabs: {
      portfolio: 'Portfolios',
      project: 'Projects',
      collection: 'Collections',
      site: 'Sites',
    },
    expandDetails: 'Expand details',
    accessEmpty: {
      portfolio:
        'This user has no access to any portfolio. Portfolios are shared from their own page, which comes with sharing.',
      project:
        'This user has no access to any project. Projects are shared from their own page, which comes with sharing.',
      collection:
        'This user has no access to any collection. Collections are shared from their own editor, which comes with sharing.',
      site: 'This user has no access to any site. Sites are shared from their settings, which come with sharing.',
    },
    accessColumns: { resource: 'Resource', level: 'Access level' },
    accessLevels: {
      none: 'No access',
      'no-financials': 'No financials',
      basic: 'Basic access',
      full: 'Full access',
    },
    moreActions: 'More actions',
    delete: 'Delete account',
    impersonate: 'Impersonate',
    resend: 'Resend invitation',
  },
  deleteDialog: {
    title: 'Delete account',
    body: 'Delete the account of {{name}} ({{email}})? This action cannot be undone.',
    keeps:
      'It does not affect the resources the user contributed to: their sites, assessments and shapefiles stay where they are.',
    confirm: 'Delete account',
    cancel: 'Cancel',
    deleted: 'The account of {{email}} has been deleted.',
  },
  impersonationBanner: {
    text: 'Impersonating {{name}}: you are signed in as this user by {{byName}} until {{time}}',
    return: 'Return to my account',
    end: 'End impersonation',
    failed: 'The impersonation could not be ended: {{message}}',
  },
  impersonate: {
    copied: 'Login URL for {{email}} has been copied to the clipboard',
    notCopied:
      'The login URL for {{email}} could not be copied to the clipboard. Copy it from here:',
    linkHelp: 'The link works once, within 5 minutes, and signs in as this user for 60 minutes.',
  },
  resend: {
    sent: 'The invitation to {{email}} has been sent again.',
  },
  invite: {
    title: 'Invite new user',
    email: 'Email',
    emailRequired: 'Please enter an email address.',
    firstName: 'First name (optional)',
    lastName: 'Last name (optional)',
    roles: 'Roles',
    access: 'Access levels',
    accessLater:
      'Access to portfolios, projects, collections and sites is granted here once sharing is available; for now the new user is invited without access to any resource.',
    language: 'Invitation language',
    languageHelp: 'The invitation email, and the new account, use this language.',
    send: 'Send invitation',
    cancel: 'Cancel',
    sent: 'Invitation sent',
    alreadyExists: 'This user already exists.',
    updateAccess: 'Update their access levels instead',
    noAccessTitle: 'Add user with no access?',
    noAccessBody:
      '{{email}} is granted no access to any portfolio, project, collection or site: they can sign in, but see only what is shared with them later.',
    noAccessConfirm: 'Add user',
    noAccessCancel: 'Go back',
  },
  impersonations: {
    tableLabel: 'Impersonation log',
    intro:
      'Every impersonation link an administrator made: who made it, for whom, when it was opened and when the session ended.',
    columns: {
      admin: 'Administrator',
      target: 'Impersonated user',
      createdAt: 'Link made',
      usedAt: 'Opened',
      endedAt: 'Ended',
      usedFromIp: 'Opened from',
    },
    notOpened: 'Not opened',
    ongoing: 'Ongoing',
    empty: 'Nobody has been impersonated yet.',
    failed: 'The impersonation log could not be loaded.',
  },
  invitation: {
    title: 'Accept your invitation',
    checking: 'Checking your invitation…',
    intro: 'Choose a password to finish setting up your Ecotone account.',
    email: 'Email',
    name: 'Name',
    nameRequired: 'Please enter your name.',
    expires: 'This invitation works until {{date}}.',
    submit: 'Set password and sign in',
    invalid:
      'This invitation link no longer works: it was already used, a newer invitation replaced it, or its 7 days have passed.',
    askAgain:
      'Ask the person who invited you to send a new invitation, or get in touch with us. If you already set your password, sign in.',
    contact: 'Get in touch',
    signIn: 'Sign in',
    failed: 'Your password could not be set: {{message}}',
  },
} as const;
