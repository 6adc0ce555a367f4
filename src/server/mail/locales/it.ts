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
};
