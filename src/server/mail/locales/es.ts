import type { MailWording } from './en.js';

export const es: MailWording = {
  invitation: {
    subject: '{{inviter}} te ha invitado a "{{project}}" en Trackroom',
    intro: '{{inviter}} te ha invitado al proyecto "{{project}}" en Trackroom como {{role}}.',
    roles: {
      collaborator: 'colaborador (escuchar, subir audio, escribir letras, comentar)',
      viewer: 'espectador (escuchar y leer)',
    },
    action: 'Abrir la invitación',
    actionText: 'Abre la invitación: {{link}}',
    expiry:
      'El enlace funciona una sola vez y caduca en {{days}} días. Si no esperabas este mensaje, ignóralo.',
  },
  shareLink: {
    subject: '{{sender}} compartió «{{title}}» contigo',
    intro: 'Hola, {{recipient}}: {{sender}} compartió «{{title}}» contigo en Trackroom.',
    action: 'Escuchar',
    actionText: 'Escucha aquí: {{link}}',
    expires: 'El enlace funciona hasta el {{date}}.',
    password: '{{sender}} te dará su contraseña.',
    receipts: 'Quien lo envía ve cuándo se abre el enlace y cuánto se escucha de cada canción.',
  },
  reset: {
    subject: 'Restablece tu contraseña de {{site}}',
    intro: 'Alguien ha pedido restablecer la contraseña de la cuenta de {{site}} {{email}}.',
    action: 'Elegir una contraseña nueva',
    actionText: 'Elige una contraseña nueva aquí: {{link}}',
    expiry:
      'El enlace funciona una sola vez y caduca en {{minutes}} minutos. Al usarlo se cierra la sesión de la cuenta en todos los dispositivos.',
    ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
  },
  passwordLink: {
    subject: 'Tu cuenta de {{site}} está lista: elige una contraseña',
    hello: 'Hola, {{name}}:',
    intro: 'Un administrador ha creado una cuenta de {{site}} para {{email}}.',
    action: 'Elegir tu contraseña',
    actionText: 'Elige tu contraseña aquí: {{link}}',
    expiry:
      'El enlace funciona una sola vez y caduca en {{days}} días. Si no esperabas este mensaje, ignóralo.',
  },
  splitAgreement: {
    types: {
      master: 'grabación máster',
      publishing: 'edición',
      performance: 'derechos de ejecución',
    },
    subject: '{{owner}} te pide que confirmes tu parte de "{{project}}"',
    intro:
      '{{owner}} te incluye con el {{share}}% del reparto de {{type}} de "{{project}}" en Trackroom. Lee la hoja completa y confirma o rechaza tu parte.',
    action: 'Leer la hoja y responder',
    actionText: 'Lee la hoja y responde aquí: {{link}}',
    expiry:
      'El enlace funciona una sola vez y caduca en {{days}} días. No necesitas una cuenta de Trackroom. Si no esperabas este mensaje, ignóralo.',
    resetSubject: 'El reparto de {{type}} de "{{project}}" ha cambiado',
    resetBody:
      'La hoja de reparto de {{type}} de "{{project}}" se ha cambiado o reabierto, así que las respuestas anteriores ya no cuentan. Recibirás un enlace nuevo cuando se vuelva a enviar.',
    doneSubject: 'Todos han confirmado el reparto de {{type}} de "{{project}}"',
    doneBody:
      'Todas las partes han confirmado la hoja de reparto de {{type}} de "{{project}}". La hoja acordada va adjunta en PDF. Su hash de auditoría (SHA-256) es {{hash}}.',
  },
};
