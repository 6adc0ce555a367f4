import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** A message the e2e SMTP server received, with quoted-printable undone. */
export interface ReceivedMail {
  raw: string;
  text: string;
}

function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits (up to `timeoutMs`) for the newest message addressed to `to`. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  const header = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  while (Date.now() < deadline) {
    const names = (await readdir(dir)).sort().reverse();
    for (const name of names) {
      const raw = await readFile(path.join(dir, name), 'utf8');
      if (header.test(raw)) return { raw, text: decode(raw) };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

/** The app path of the invitation link in a message ("/register?invitation=…" or "/invitations/…"). */
export function invitationPath(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/\s"]+(\/(?:register\?invitation=|invitations\/)[^\s"<]+)/.exec(
    mail.text,
  );
  if (!match) throw new Error('No invitation link in the message');
  return match[1]!.replace(/&amp;/g, '&');
}
