import type { MailTransportSource } from './configured-mailer.js';

/** What the start-up log says about e-mail: a warning when it reaches nobody. */
export interface MailStartNotice {
  level: 'info' | 'warn';
  details: Record<string, string>;
  message: string;
}

/**
 * The start-up line about e-mail (issue 25 item 4): without SMTP every invitation and reset
 * link is only a file on this machine, and the person running it must hear so at once.
 */
export function mailStartNotice(status: {
  source: MailTransportSource;
  outboxDir: string | null;
}): MailStartNotice {
  if (status.source === 'outbox') {
    return {
      level: 'warn',
      details: { outbox: status.outboxDir ?? '' },
      message:
        `No SMTP server is configured: e-mail (invitations, password links) reaches nobody and is ` +
        `saved as .eml files in ${status.outboxDir}. Set SMTP_URL, or the SMTP server in the ` +
        `admin console's System tab, to send it.`,
    };
  }
  const where = status.source === 'smtp-url' ? 'SMTP_URL' : "the admin console's e-mail settings";
  return {
    level: 'info',
    details: { mail: status.source },
    message: `E-mail goes out through the SMTP server set in ${where}`,
  };
}
