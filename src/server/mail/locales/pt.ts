import type { MailWording } from './en.js';

export const pt: MailWording = {
  invitation: {
    subject: '{{inviter}} convidou você para "{{project}}" no Trackroom',
    intro: '{{inviter}} convidou você para o projeto "{{project}}" no Trackroom como {{role}}.',
    roles: {
      collaborator: 'colaborador (ouvir, enviar áudio, escrever letras, comentar)',
      viewer: 'espectador (ouvir e ler)',
    },
    action: 'Abrir o convite',
    actionText: 'Abra o convite: {{link}}',
    expiry:
      'O link funciona uma vez e expira em {{days}} dias. Se você não esperava esta mensagem, ignore-a.',
  },
  reset: {
    subject: 'Redefina sua senha do {{site}}',
    intro: 'Alguém pediu para redefinir a senha da conta do {{site}} {{email}}.',
    action: 'Escolher uma nova senha',
    actionText: 'Escolha uma nova senha aqui: {{link}}',
    expiry:
      'O link funciona uma vez e expira em {{minutes}} minutos. Usá-lo encerra a sessão da conta em todos os dispositivos.',
    ignore: 'Se não foi você que pediu, ignore esta mensagem: sua senha continua a mesma.',
  },
  passwordLink: {
    subject: 'Sua conta do {{site}} está pronta: escolha uma senha',
    hello: 'Olá, {{name}},',
    intro: 'Um administrador criou uma conta do {{site}} para {{email}}.',
    action: 'Escolher sua senha',
    actionText: 'Escolha sua senha aqui: {{link}}',
    expiry:
      'O link funciona uma vez e expira em {{days}} dias. Se você não esperava esta mensagem, ignore-a.',
  },
};
