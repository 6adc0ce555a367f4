import type { z } from 'zod';
import type {
  SystemSettings,
  systemSettingsUpdateSchema,
  TestEmailResult,
} from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { readSystemSettings, writeSystemSettings } from '../settings/index.js';
import { forgetSiteInfo } from '../site/index.js';
import { configuredMailer } from '../../mail/configured-mailer.js';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** The System tab: settings (SMTP password write-only) and the test e-mail. */
export function adminSettingsService(deps: { db: Database; config: AppConfig; log: Log }) {
  const { db } = deps;

  async function get(): Promise<SystemSettings> {
    const { smtpPassword, ...visible } = await readSystemSettings(db);
    return { ...visible, smtpPasswordSet: smtpPassword !== '' };
  }

  return {
    get,

    async update(
      actorAccountId: string,
      input: z.output<typeof systemSettingsUpdateSchema>,
    ): Promise<SystemSettings> {
      await writeSystemSettings(db, input);
      forgetSiteInfo(db);
      const keys = Object.keys(input).filter(
        (key) => input[key as keyof typeof input] !== undefined,
      );
      // Which settings changed, never their values: the SMTP password must not reach the log.
      await recordAudit(db, { kind: 'admin.settings.changed', actorAccountId, details: { keys } });
      return get();
    },

    /** Sends a real message through the transport in force and says what happened. */
    async testEmail(to: string): Promise<TestEmailResult> {
      const { siteName } = await readSystemSettings(db);
      const { source, mailer } = await configuredMailer(db, deps.config, deps.log);
      const delivery = await mailer.send({
        to,
        subject: `${siteName}: test e-mail`,
        text: `This is a test message from ${siteName}. If you can read it, e-mail works.`,
        html: `<p>This is a test message from ${siteName.replace(/[&<>"']/g, '')}. If you can read it, e-mail works.</p>`,
      });
      return {
        transport: source,
        delivered: delivery.delivered,
        reason: delivery.delivered === 'failed' ? delivery.reason : null,
      };
    },
  };
}
export type AdminSettingsService = ReturnType<typeof adminSettingsService>;
