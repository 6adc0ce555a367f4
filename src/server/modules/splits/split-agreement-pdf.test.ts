import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSendResultSchema } from '../../../shared/schemas/split-confirmations.js';
import { projectSplitsSchema } from '../../../shared/schemas/splits.js';
import { accounts } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { outboxMessages, startSmtpCapture, drainMail } from '../../test/mail-capture.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';
import {
  addParties,
  mailsTo,
  pdfAttachmentIn,
  recomputeAuditHash,
  splitTokenIn,
} from '../../test/split-agreement-support.js';
import { RATE_LIMITS } from '../rate-limits/index.js';

describe('split agreement PDF, audit hash and limits', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let owner: TestUser;
  let n = 0;
  const email = (who: string) => `${who}${(n += 1)}@pdf.example`;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://trackroom.example' });
    owner = await createUser(t.app, { artistName: 'Owner Band' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('makes a PDF whose text names every party, confirmation time and the audit hash', async () => {
    const project = await createProject(t.app, owner.profileId, { title: 'Ça ira' });
    const viewer = await createUser(t.app);
    const collaborator = await createUser(t.app);
    const outsider = await createUser(t.app);
    await addMember(t.app, project.id, viewer, 'viewer');
    await addMember(t.app, project.id, collaborator, 'collaborator');
    const emails = [email('zoe'), email('pyotr')];
    await addParties(t.app, owner.cookie, project.id, [
      { name: 'Zoë Ångström', email: emails[0]!, percentage: 66.67, description: 'Lyrics' },
      { name: 'Пётр', email: emails[1]!, percentage: 33.33 },
    ]);
    expect(
      (await call('POST', `/api/projects/${project.id}/splits/master/confirmations`, owner.cookie))
        .statusCode,
    ).toBe(200);
    for (const to of emails) {
      await drainMail(t.app);
      const token = splitTokenIn(mailsTo(smtp.messages, to).at(-1)!.raw);
      expect(
        (
          await call('POST', `/api/split-confirmations/${token}`, undefined, {
            decision: 'confirm',
          })
        ).statusCode,
      ).toBe(200);
    }

    const url = `/api/projects/${project.id}/splits/master/sheet.pdf`;
    const res = await call('GET', url, collaborator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ca-ira-master-split-sheet.pdf"',
    );
    const lines = await pdfTextLines(res.rawPayload);
    const splits = projectSplitsSchema.parse(
      (await call('GET', `/api/projects/${project.id}/splits`, owner.cookie)).json(),
    );
    const answers = new Map(splits.confirmation.master.parties.map((p) => [p.splitId, p]));
    const hash = recomputeAuditHash({
      projectId: project.id,
      projectTitle: 'Ça ira',
      splitType: 'master',
      parties: splits.splits.map((s) => ({
        splitId: s.id,
        name: s.name,
        description: s.description,
        percentage: s.percentage,
        confirmedAt: answers.get(s.id)!.answeredAt,
      })),
    });
    expect(res.headers['x-audit-hash']).toBe(hash);
    expect(lines).toContain('Master recording split sheet');
    expect(lines).toContain('Song: Ça ira');
    expect(lines).toContain('Status: Confirmed by every party (2/2)');
    expect(lines).toContain('Zoë Ångström: 66.67%');
    expect(lines).toContain('Пётр: 33.33%');
    const confirmedAt = answers.get(splits.splits[0]!.id)!.answeredAt!;
    expect(lines).toContain(
      `Confirmed ${confirmedAt.slice(0, 10)} ${confirmedAt.slice(11, 19)} UTC`,
    );
    expect(lines).toContain(hash);
    expect(lines.join(' ')).toContain('canonical JSON');

    // The PDF mailed to each party is the same sheet with the same hash.
    await drainMail(t.app);
    const attached = pdfAttachmentIn(mailsTo(smtp.messages, emails[1]!).at(-1)!.raw);
    expect(attached).not.toBeNull();
    expect(await pdfTextLines(attached!)).toContain(hash);

    expect((await call('GET', url, viewer.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('refuses a PDF of names in a script it cannot set, with a code', async () => {
    const project = await createProject(t.app, owner.profileId);
    await addParties(t.app, owner.cookie, project.id, [
      { name: 'שלום', email: null, percentage: 10 },
    ]);
    const res = await call(
      'GET',
      `/api/projects/${project.id}/splits/master/sheet.pdf`,
      owner.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('pdf.rightToLeftUnsupported');
  });

  it('limits sends per recipient and counts unknown links per address', async () => {
    const project = await createProject(t.app, owner.profileId);
    const to = email('busy');
    await addParties(t.app, owner.cookie, project.id, [
      { name: 'Busy', email: to, percentage: 100 },
    ]);
    const sendUrl = `/api/projects/${project.id}/splits/master/confirmations`;
    for (let i = 0; i < RATE_LIMITS.splitConfirmationsPerRecipient.max; i += 1) {
      expect((await call('POST', sendUrl, owner.cookie)).statusCode).toBe(200);
    }
    expectRateLimited(await call('POST', sendUrl, owner.cookie), /too many split confirmation/);

    const guess = (i: number) =>
      call('GET', `/api/split-confirmations/guess${i}aaaaaaaaaaaaaaaaaaaa`);
    for (let i = 0; i < RATE_LIMITS.splitLinkMissesPerIp.max; i += 1) {
      expect((await guess(i)).statusCode).toBe(404);
    }
    expectRateLimited(await guess(99), /invalid confirmation links/);
  });

  it('sends once per action: the same Idempotency-Key twice at once mails each party once', async () => {
    const project = await createProject(t.app, owner.profileId);
    const to = email('once');
    await addParties(t.app, owner.cookie, project.id, [
      { name: 'Once', email: to, percentage: 100 },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/splits/master/confirmations`,
        headers: { cookie: owner.cookie, 'idempotency-key': `send-${project.id}` },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0].body).toBe(answers[1].body);
    await drainMail(t.app);
    expect(mailsTo(smtp.messages, to)).toHaveLength(1);
  });

  it('gives a demo studio the links to copy and mails nobody', async () => {
    const demo = await createUser(t.app);
    await t.app.deps.db
      .update(accounts)
      .set({ isDemo: true })
      .where(eq(accounts.id, demo.accountId));
    const project = await createProject(t.app, demo.profileId);
    const to = email('real');
    await addParties(t.app, demo.cookie, project.id, [
      { name: 'Real Person', email: to, percentage: 100 },
    ]);
    const res = await call(
      'POST',
      `/api/projects/${project.id}/splits/master/confirmations`,
      demo.cookie,
    );
    const body = splitSendResultSchema.parse(res.json());
    expect(body.parties[0]).toMatchObject({
      emailSent: false,
      link: expect.stringMatching(/^https:\/\/trackroom\.example\/splits\/confirm\//),
    });
    await drainMail(t.app);
    expect(mailsTo(smtp.messages, to)).toHaveLength(0);
  });
});

describe('split agreement without an SMTP server (decision 021)', () => {
  it('writes the e-mails to the outbox and gives the owner each link to copy', async () => {
    const t = await buildTestApp();
    try {
      const owner = await createUser(t.app);
      const project = await createProject(t.app, owner.profileId);
      await addParties(t.app, owner.cookie, project.id, [
        { name: 'A', email: 'a@outbox.example', percentage: 40 },
        { name: 'B', email: 'b@outbox.example', percentage: 60 },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/splits/master/confirmations`,
        headers: { cookie: owner.cookie },
      });
      const body = splitSendResultSchema.parse(res.json());
      expect(body.parties.every((p) => !p.emailSent && p.link?.includes('/splits/confirm/'))).toBe(
        true,
      );
      expect(body.message).toMatch(/copy the links/);
      const mails = await outboxMessages(t.dataDir);
      expect(mails).toHaveLength(2);
      expect(splitTokenIn(mails[0]!)).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
