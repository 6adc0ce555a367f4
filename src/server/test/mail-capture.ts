import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A received message, raw (RFC 822, as a mail client would get it). */
export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * An in-process SMTP server on a free loopback port (or `port`: a server that comes back where
 * one was down); `url` goes into SMTP_URL.
 */
export async function startSmtpCapture(port = 0): Promise<{
  url: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The .eml files the outbox mailer wrote under DATA_DIR/outbox, oldest first. */
export async function outboxMessages(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
}

/** A raw message with quoted-printable undone (soft line breaks joined, =XX bytes decoded). */
export function decodedMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The invitation token in a raw message's link. */
export function invitationTokenIn(raw: string): string {
  const text = decodedMail(raw);
  const match = /(?:invitation=|\/invitations\/)([A-Za-z0-9_-]{20,})/.exec(text);
  if (!match) throw new Error('No invitation link in the message');
  return match[1]!;
}

/**
 * Waits until the job queue of `app` has nothing waiting or running: e-mail to an SMTP server is
 * queued (decision 034), so a test reads the capture after this rather than after the answer.
 */
export async function drainMail(app: { jobs: { drain(timeoutMs?: number): Promise<void> } }) {
  await app.jobs.drain();
}
