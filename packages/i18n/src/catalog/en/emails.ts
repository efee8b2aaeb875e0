/**
 * Outgoing mail, one entry per message. `body` paragraphs are separated by blank lines;
 * `action` labels the button whose link the sender supplies as `{{url}}`.
 */
export const emails = {
  footer: 'Ecotone: natural-capital assessment of land.',
  magicLink: {
    subject: 'Your Ecotone sign-in link',
    body: 'Use the button below to sign in to Ecotone. The link works once and expires in 2 hours.\n\nIf you did not ask to sign in, you can ignore this email.',
    action: 'Sign in to Ecotone',
  },
  passwordReset: {
    subject: 'Reset your Ecotone password',
    body: 'Someone asked to reset the password of your Ecotone account. Use the button below to choose a new one. The link works once and expires in 2 hours.\n\nIf it was not you, ignore this email: your password stays as it is.',
    action: 'Choose a new password',
  },
  invitation: {
    subject: '{{inviterName}} invited you to Ecotone',
    body: 'Hello {{name}},\n\n{{inviterName}} invited you to Ecotone, the natural-capital assessment platform, with the email address {{email}}.\n\nUse the button below to choose your password and sign in. The link works once and expires in {{days}} days; if it has expired, ask {{inviterName}} to send a new invitation.',
    action: 'Accept the invitation',
  },
  getStartedRequest: {
    subject: 'Get-started request from {{name}}: {{interest}}',
    body: '{{name}} ({{email}}, {{phone}}) asked to get started with Ecotone.\n\nInterest: {{interest}}\nOrganization: {{company}}\nJob title: {{title}}\nPage: {{location}}\n\nRanch location: {{shape}}\n\nMessage:\n{{message}}',
    shape: '{{area}} ({{otherArea}}), read from {{fileName}}; attached as {{attachment}}',
    noShape: 'none attached',
  },
  getStartedConfirmation: {
    subject: 'We received your request',
    body: 'Thank you, {{firstName}}. We received your request to get started with Ecotone and will reply within 2 working days.',
  },
  newsletterConfirm: {
    subject: 'Confirm your subscription to the Ecotone newsletter',
    body: 'Please confirm that you want to receive the Ecotone newsletter at this address.\n\nIf you did not sign up, ignore this email and you will not hear from us.',
    action: 'Confirm my subscription',
    unsubscribe: 'You can unsubscribe at any time: {{url}}',
  },
  contactMessage: {
    subject: 'Message from {{name}}: {{subject}}',
    body: '{{name}} ({{email}}) wrote through the Ecotone contact form:\n\n{{message}}',
  },
  assessmentReady: {
    subject: 'Your assessment of {{siteName}} is ready',
    body: 'Hello {{name}},\n\nThe assessment of {{siteName}} (shapefile {{shapefileName}}, {{area}}) has finished and its results are ready to read.',
    action: 'Open the assessment',
  },
  assessmentFailed: {
    subject: 'Your assessment of {{siteName}} did not finish',
    body: 'Hello {{name}},\n\nThe assessment of {{siteName}} (shapefile {{shapefileName}}, {{area}}) did not finish: {{state}}. The assessment page shows which analyses ran and why the others stopped.',
    action: 'Open the assessment',
  },
} as const;
