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
  shareLink: {
    subject: '{{sender}} shared "{{title}}" with you',
    intro: 'Hello {{recipient}}, {{sender}} shared "{{title}}" with you on Trackroom.',
    action: 'Listen',
    actionText: 'Listen here: {{link}}',
    expires: 'The link works until {{date}}.',
    password: '{{sender}} will give you its password.',
    receipts: 'The sender sees when the link is opened and how much of each song is heard.',
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
  splitAgreement: {
    types: {
      master: 'master recording',
      publishing: 'publishing',
      performance: 'performance rights',
    },
    subject: '{{owner}} asks you to confirm your share of "{{project}}"',
    intro:
      '{{owner}} lists you with {{share}}% of the {{type}} split of "{{project}}" on Trackroom. Read the whole sheet, then confirm or decline your share.',
    action: 'Read the sheet and answer',
    actionText: 'Read the sheet and answer here: {{link}}',
    expiry:
      'The link works once and expires in {{days}} days. You need no Trackroom account. If you did not expect this, ignore this e-mail.',
    resetSubject: 'The {{type}} split of "{{project}}" changed',
    resetBody:
      'The {{type}} split sheet of "{{project}}" was changed or reopened, so the earlier answers no longer count. You will get a new link when it is sent again.',
    doneSubject: 'Everyone confirmed the {{type}} split of "{{project}}"',
    doneBody:
      'Every party confirmed the {{type}} split sheet of "{{project}}". The agreed sheet is attached as a PDF. Its audit hash (SHA-256) is {{hash}}.',
  },
};

/** The shape every language's wording has. */
export type MailWording = typeof en;
