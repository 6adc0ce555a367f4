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
  shareLink: {
    subject: '{{sender}} partilhou "{{title}}" com você',
    intro: 'Olá, {{recipient}}: {{sender}} partilhou "{{title}}" com você no Trackroom.',
    action: 'Ouvir',
    actionText: 'Ouça aqui: {{link}}',
    expires: 'O link funciona até {{date}}.',
    password: '{{sender}} vai lhe dar a senha.',
    receipts: 'Quem enviou vê quando o link é aberto e quanto de cada música é ouvido.',
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
  splitAgreement: {
    types: { master: 'gravação master', publishing: 'edição', performance: 'direitos de execução' },
    subject: '{{owner}} pede que confirmes a tua parte de "{{project}}"',
    intro:
      '{{owner}} inclui-te com {{share}}% da divisão de {{type}} de "{{project}}" no Trackroom. Lê a folha completa e confirma ou recusa a tua parte.',
    action: 'Ler a folha e responder',
    actionText: 'Lê a folha e responde aqui: {{link}}',
    expiry:
      'O link funciona uma só vez e expira em {{days}} dias. Não precisas de conta no Trackroom. Se não esperavas esta mensagem, ignora-a.',
    resetSubject: 'A divisão de {{type}} de "{{project}}" mudou',
    resetBody:
      'A folha de divisão de {{type}} de "{{project}}" foi alterada ou reaberta, por isso as respostas anteriores já não contam. Vais receber um novo link quando for enviada de novo.',
    doneSubject: 'Todos confirmaram a divisão de {{type}} de "{{project}}"',
    doneBody:
      'Todas as partes confirmaram a folha de divisão de {{type}} de "{{project}}". A folha acordada segue em anexo em PDF. O seu hash de auditoria (SHA-256) é {{hash}}.',
  },
};
