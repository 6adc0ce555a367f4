import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SETTING_KEYS } from '../settings/index.js';

/**
 * Settings whose value opens something outside Trackroom (the SMTP server's password). A
 * backup never holds them in plain text: they are sealed with BACKUP_KEY, or left out.
 * Password hashes and the SHA-256 digests of session, invitation and reset tokens stay in the
 * tables: they are what a restored instance needs, and they open nothing by themselves.
 */
export const SECRET_SETTING_KEYS: readonly string[] = [SETTING_KEYS.smtpPassword];

/** The ZIP entry holding the sealed secrets (absent when the backup left them out). */
export const SECRETS_ENTRY = 'secrets.json';

/** Secret rows per table, as the table dumps write rows (row_to_json). */
export type SecretRows = Record<string, Record<string, unknown>[]>;

const sealedSchema = z.object({
  algorithm: z.literal('aes-256-gcm'),
  iv: z.string(),
  tag: z.string(),
  ciphertext: z.string(),
});

/** The secrets sealed with AES-256-GCM under `key` (a fresh 96-bit IV each time). */
export function sealSecrets(rows: SecretRows, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(rows), 'utf8'), cipher.final()]);
  return JSON.stringify({
    algorithm: 'aes-256-gcm',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  });
}

/** The rows inside a sealed entry; null when `key` is not the one they were sealed with. */
export function openSecrets(sealed: string, key: Buffer): SecretRows | null {
  const envelope = sealedSchema.parse(JSON.parse(sealed));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
  try {
    const plain = Buffer.concat([
      decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as SecretRows;
  } catch {
    // GCM's tag check failed: another key, or a file altered since.
    return null;
  }
}
