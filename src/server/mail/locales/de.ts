import type { MailWording } from './en.js';

export const de: MailWording = {
  invitation: {
    subject: '{{inviter}} hat dich zu "{{project}}" auf Trackroom eingeladen',
    intro: '{{inviter}} hat dich zum Projekt "{{project}}" auf Trackroom eingeladen, als {{role}}.',
    roles: {
      collaborator: 'Mitwirkender (anhören, Audio hochladen, Songtexte schreiben, kommentieren)',
      viewer: 'Betrachter (anhören und lesen)',
    },
    action: 'Einladung öffnen',
    actionText: 'Einladung öffnen: {{link}}',
    expiry:
      'Der Link funktioniert einmal und läuft in {{days}} Tagen ab. Wenn du das nicht erwartet hast, ignoriere diese E-Mail.',
  },
  shareLink: {
    subject: '{{sender}} hat „{{title}}“ mit dir geteilt',
    intro: 'Hallo {{recipient}}, {{sender}} hat „{{title}}“ auf Trackroom mit dir geteilt.',
    action: 'Anhören',
    actionText: 'Hier anhören: {{link}}',
    expires: 'Der Link funktioniert bis {{date}}.',
    password: '{{sender}} gibt dir das Passwort.',
    receipts: 'Der Absender sieht, wann der Link geöffnet und wie viel von jedem Song gehört wird.',
  },
  reset: {
    subject: 'Setze dein {{site}}-Passwort zurück',
    intro: 'Jemand hat angefragt, das Passwort des {{site}}-Kontos {{email}} zurückzusetzen.',
    action: 'Neues Passwort wählen',
    actionText: 'Wähle hier ein neues Passwort: {{link}}',
    expiry:
      'Der Link funktioniert einmal und läuft in {{minutes}} Minuten ab. Wenn du ihn benutzt, wird das Konto auf allen Geräten abgemeldet.',
    ignore:
      'Wenn du das nicht angefragt hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  passwordLink: {
    subject: 'Dein {{site}}-Konto ist bereit: Wähle ein Passwort',
    hello: 'Hallo {{name}},',
    intro: 'Ein Administrator hat ein {{site}}-Konto für {{email}} angelegt.',
    action: 'Passwort wählen',
    actionText: 'Wähle hier dein Passwort: {{link}}',
    expiry:
      'Der Link funktioniert einmal und läuft in {{days}} Tagen ab. Wenn du das nicht erwartet hast, ignoriere diese E-Mail.',
  },
  splitAgreement: {
    types: { master: 'Masteraufnahme', publishing: 'Verlag', performance: 'Aufführungsrechte' },
    subject: '{{owner}} bittet dich, deinen Anteil an "{{project}}" zu bestätigen',
    intro:
      '{{owner}} führt dich mit {{share}}% der Aufteilung {{type}} von "{{project}}" auf Trackroom. Lies das ganze Blatt und bestätige oder lehne deinen Anteil ab.',
    action: 'Blatt lesen und antworten',
    actionText: 'Lies das Blatt und antworte hier: {{link}}',
    expiry:
      'Der Link funktioniert einmal und läuft in {{days}} Tagen ab. Du brauchst kein Trackroom-Konto. Wenn du das nicht erwartet hast, ignoriere diese E-Mail.',
    resetSubject: 'Die Aufteilung {{type}} von "{{project}}" wurde geändert',
    resetBody:
      'Das Aufteilungsblatt {{type}} von "{{project}}" wurde geändert oder wieder geöffnet, daher zählen die früheren Antworten nicht mehr. Du bekommst einen neuen Link, wenn es erneut gesendet wird.',
    doneSubject: 'Alle haben die Aufteilung {{type}} von "{{project}}" bestätigt',
    doneBody:
      'Alle Beteiligten haben das Aufteilungsblatt {{type}} von "{{project}}" bestätigt. Das vereinbarte Blatt hängt als PDF an. Sein Prüf-Hash (SHA-256) ist {{hash}}.',
  },
};
