/** Texts of the web app's sign-in flows (login dialog pages, SSO, magic link, password reset). */
export const signIn = {
  providers: { google: 'Google', microsoft: 'Microsoft' },
  dialog: {
    welcome: 'Welcome to Ecotone',
    welcomeIntro: 'Sign in to see and run the assessments of your land.',
    sessionExpired: 'Session expired',
    sessionExpiredIntro: 'Please sign in to continue.',
    close: 'Close',
    back: 'Sign-in options',
    swipeHint: 'Swipe sideways or use the buttons to move between sign-in options.',
  },
  start: {
    withProvider: 'Sign in with {{provider}}',
    emailPassword: 'Email and password',
    emailLink: 'Email me a link',
    or: 'or',
    noAccount: 'No account yet?',
    getStarted: 'Get started here',
  },
  emailPassword: {
    title: 'Sign in with email and password',
    email: 'Email address',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
  },
  emailLink: {
    title: 'Email me a sign-in link',
    intro: 'We will email you a link that signs you in without a password. It works once.',
    submit: 'Send me a link',
  },
  resetRequest: {
    title: 'Reset your password',
    intro:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset email',
  },
  messages: {
    getStarted: 'Get started',
    resetPassword: 'Reset password',
    magicLinkNoEmail:
      "We don't have your email address in our system. Try a different email or get started to create an account.",
    linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one below.',
    ssoNoAccount:
      'Your {{provider}} account {{email}} does not have an Ecotone account yet. Get started to ask for one.',
    signInFailed: 'An error occurred while signing in.',
    sessionFailed: 'Error {{status}}. {{body}}',
  },
  link: {
    required:
      'Your {{provider}} account must be linked to {{email}}. Sign in once with that email address, by password or with an emailed link, to link it.',
    cancel: 'Cancel linking',
    completed: 'You can now sign in with {{provider}}.',
    completedTitle: '{{provider}} linked',
    emailMismatch:
      'You are signed in as {{signedIn}}, so the {{provider}} account for {{email}} was not linked. Sign in as {{email}} to link it.',
  },
  notices: {
    emailSentTitle: 'Email sent',
    emailSent: 'Check your inbox for the sign-in link. It expires in 2 hours.',
    resetSentTitle: 'Password reset email',
    resetSent:
      'If an account exists with that address, we have sent it a link to reset the password. The link expires in 2 hours.',
    passwordChangedTitle: 'Password changed',
    passwordChanged: 'Sign in with your new password.',
    adminWithheld:
      'Your Ecotone admin permissions will not be granted with this sign-in method. Please use Google sign-in to access admin functionality.',
    dismiss: 'Dismiss',
  },
  resetPage: {
    title: 'Choose a new password',
    validating: 'Checking your reset link…',
    intro: 'Enter a new password for your Ecotone account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    tooShort: 'Use at least {{min}} characters.',
    mismatch: 'The passwords do not match.',
    submit: 'Save new password',
    codeInvalid:
      'This reset link was already used or has expired: each link works once, for 2 hours. Ask for a new one below.',
    serverError: 'A server error has occurred, please contact us about this issue.',
    requestNew: 'Request a new reset email',
    home: 'Back to Ecotone',
  },
} as const;
