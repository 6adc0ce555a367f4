import type { Language } from '../../shared/constants.js';
import { de } from './locales/de.js';
import { en, type MailWording } from './locales/en.js';
import { es } from './locales/es.js';
import { it } from './locales/it.js';
import { pt } from './locales/pt.js';

/**
 * E-mails are written in the recipient's language (issue 14 item 8). Their wording lives here,
 * on the server, one file per language: the client's locale files are bundles for the browser.
 */
export const MAIL_WORDING: Record<Language, MailWording> = { en, es, pt, de, it };

/** The wording of e-mails in `language`. */
export const mailWording = (language: Language): MailWording => MAIL_WORDING[language];

/** `template` with each `{{name}}` replaced by `values.name` (left as is when absent). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
