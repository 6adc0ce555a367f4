import type { MailWording } from './en.js';

export const it: MailWording = {
  invitation: {
    subject: '{{inviter}} ti ha invitato a "{{project}}" su Trackroom',
    intro: '{{inviter}} ti ha invitato al progetto "{{project}}" su Trackroom come {{role}}.',
    roles: {
      collaborator: 'collaboratore (ascoltare, caricare audio, scrivere testi, commentare)',
      viewer: 'spettatore (ascoltare e leggere)',
    },
    action: "Apri l'invito",
    actionText: "Apri l'invito: {{link}}",
    expiry:
      'Il link funziona una sola volta e scade tra {{days}} giorni. Se non te lo aspettavi, ignora questa e-mail.',
  },
  shareLink: {
    subject: '{{sender}} ha condiviso «{{title}}» con te',
    intro: 'Ciao {{recipient}}, {{sender}} ha condiviso «{{title}}» con te su Trackroom.',
    action: 'Ascolta',
    actionText: 'Ascolta qui: {{link}}',
    expires: 'Il link funziona fino al {{date}}.',
    password: '{{sender}} ti darà la password.',
    receipts:
      'Chi lo invia vede quando il link viene aperto e quanto di ogni brano viene ascoltato.',
  },
  reset: {
    subject: 'Reimposta la tua password di {{site}}',
    intro: "Qualcuno ha chiesto di reimpostare la password dell'account {{site}} {{email}}.",
    action: 'Scegli una nuova password',
    actionText: 'Scegli una nuova password qui: {{link}}',
    expiry:
      "Il link funziona una sola volta e scade tra {{minutes}} minuti. Usarlo disconnette l'account da tutti i dispositivi.",
    ignore:
      'Se non sei stato tu a chiederlo, ignora questa e-mail: la tua password resta invariata.',
  },
  passwordLink: {
    subject: 'Il tuo account {{site}} è pronto: scegli una password',
    hello: 'Ciao {{name}},',
    intro: 'Un amministratore ha creato un account {{site}} per {{email}}.',
    action: 'Scegli la tua password',
    actionText: 'Scegli la tua password qui: {{link}}',
    expiry:
      'Il link funziona una sola volta e scade tra {{days}} giorni. Se non te lo aspettavi, ignora questa e-mail.',
  },
  splitAgreement: {
    types: {
      master: 'registrazione master',
      publishing: 'edizioni',
      performance: 'diritti di esecuzione',
    },
    subject: '{{owner}} ti chiede di confermare la tua quota di "{{project}}"',
    intro:
      '{{owner}} ti indica con il {{share}}% della ripartizione {{type}} di "{{project}}" su Trackroom. Leggi tutto il foglio, poi conferma o rifiuta la tua quota.',
    action: 'Leggi il foglio e rispondi',
    actionText: 'Leggi il foglio e rispondi qui: {{link}}',
    expiry:
      'Il link funziona una sola volta e scade tra {{days}} giorni. Non serve un account Trackroom. Se non te lo aspettavi, ignora questa e-mail.',
    resetSubject: 'La ripartizione {{type}} di "{{project}}" è cambiata',
    resetBody:
      'Il foglio di ripartizione {{type}} di "{{project}}" è stato modificato o riaperto, quindi le risposte precedenti non valgono più. Riceverai un nuovo link quando verrà inviato di nuovo.',
    doneSubject: 'Tutti hanno confermato la ripartizione {{type}} di "{{project}}"',
    doneBody:
      'Tutte le parti hanno confermato il foglio di ripartizione {{type}} di "{{project}}". Il foglio concordato è allegato in PDF. Il suo hash di verifica (SHA-256) è {{hash}}.',
  },
};
