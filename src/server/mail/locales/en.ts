/** The e-mails' English wording; `{{name}}` marks a value filled in when a message is written. */
export const en = {
  invitation: {
    subject: '{{inviter}} invited you to "{{project}}" on Trackroom',
    intro: '{{inviter}} invited you to the project "{{project}}" on Trackroom as {{role}}.',
    roles: {
      collaborator: 'a collaborator (listen, upload audio, write lyrics, comment)',
      viewer: 'a viewer (listen and read)',
    },
    action: 'Open the invitation',
    actionText: 'Open the invitation: {{link}}',
    expiry:
      'The link works once and expires in {{days}} days. If you did not expect this, ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your {{site}} password',
    intro: 'Someone asked to reset the password of the {{site}} account {{email}}.',
    action: 'Choose a new password',
    actionText: 'Choose a new password here: {{link}}',
    expiry:
      'The link works once and expires in {{minutes}} minutes. Using it signs every device out of the account.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  passwordLink: {
    subject: 'Your {{site}} account is ready: choose a password',
    hello: 'Hello {{name}},',
    intro: 'An administrator created a {{site}} account for {{email}}.',
    action: 'Choose your password',
    actionText: 'Choose your password here: {{link}}',
    expiry:
      'The link works once and expires in {{days}} days. If you did not expect this, ignore this e-mail.',
  },
};

/** The shape every language's wording has. */
export type MailWording = typeof en;
