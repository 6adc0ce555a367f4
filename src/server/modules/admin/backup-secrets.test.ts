import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { MANIFEST_ENTRY } from './backup-manifest.js';
import { SECRETS_ENTRY } from './backup-secrets.js';
import {
  backupWithSmtpSecret,
  downloadBackup,
  entriesOf,
  SMTP_PASSWORD,
} from '../../test/backup-test-support.js';

const KEY = randomBytes(32);
/** Fresh databases take seconds each on PGlite. */
const SLOW = 120_000;

/** True when `needle` appears in any entry of the backup (decompressed). */
const anyEntryHolds = (entries: Map<string, Buffer>, needle: string) =>
  [...entries.values()].some((bytes) => bytes.includes(needle));

// Issue 14 item 10: an admin backup never holds the SMTP password in plain text, nor a raw
// session or reset token (backup-restore.test.ts restores one).
describe('backups keep secrets out', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  let resetToken: string;
  let signedInCookie: string;
  let backupFile: string;

  beforeAll(async () => {
    t = await buildTestApp({ backupKey: KEY, publicUrl: 'https://music.example' });
    admin = await createUser(t.app, { role: 'admin' });
    artist = await createUser(t.app);
    // A real sign-in and a reset link: their raw tokens must not reach the backup.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: artist.email, password: artist.password },
    });
    signedInCookie = sessionCookie(login);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${artist.accountId}/reset-link`,
      headers: { cookie: admin.cookie },
    });
    resetToken = link.json<{ link: string }>().link.split('/').pop()!;
    backupFile = await backupWithSmtpSecret(t.app, admin.cookie);
  });
  afterAll(async () => {
    await t.close();
    if (backupFile) await rm(path.dirname(backupFile), { recursive: true, force: true });
  });

  it(
    'leaves the SMTP password out of the backup when no BACKUP_KEY is set',
    async () => {
      const plain = await buildTestApp();
      try {
        const owner = await createUser(plain.app, { role: 'admin' });
        await plain.app.inject({
          method: 'PATCH',
          url: '/api/admin/settings',
          headers: { cookie: owner.cookie },
          payload: { smtpHost: 'smtp.example.com', smtpPassword: SMTP_PASSWORD },
        });
        const file = await downloadBackup(plain.app, owner.cookie);
        const entries = await entriesOf(file);
        await rm(path.dirname(file), { recursive: true, force: true });
        expect(anyEntryHolds(entries, SMTP_PASSWORD)).toBe(false);
        expect(entries.get('database/system_settings.jsonl')!.toString()).toContain(
          'smtp.example.com',
        );
        expect(entries.has(SECRETS_ENTRY)).toBe(false);
        expect(JSON.parse(entries.get(MANIFEST_ENTRY)!.toString())).toMatchObject({
          secrets: 'omitted',
        });
      } finally {
        await plain.close();
      }
    },
    SLOW,
  );

  it('with BACKUP_KEY holds the SMTP password only sealed, and no raw session or reset token', async () => {
    const entries = await entriesOf(backupFile);
    expect(anyEntryHolds(entries, SMTP_PASSWORD)).toBe(false);
    expect(entries.get(SECRETS_ENTRY)!.toString()).toContain('aes-256-gcm');
    expect(resetToken.length).toBeGreaterThan(20);
    expect(anyEntryHolds(entries, resetToken)).toBe(false);
    const sessionToken = signedInCookie.split('=')[1]!;
    expect(anyEntryHolds(entries, sessionToken)).toBe(false);
    expect(anyEntryHolds(entries, artist.cookie.split('=')[1]!)).toBe(false);
    // Password hashes stay: a restored account signs in with its password.
    expect(entries.get('database/accounts.jsonl')!.toString()).toContain('password_hash');
  });
});
