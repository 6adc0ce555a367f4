import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicSplitSheetSchema,
  splitSendResultSchema,
} from '../../../shared/schemas/split-confirmations.js';
import { projectSplitsSchema } from '../../../shared/schemas/splits.js';
import { accountSettings, splitConfirmations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { decodedMail, startSmtpCapture, drainMail } from '../../test/mail-capture.js';
import {
  addParties,
  mailsTo,
  splitTokenIn,
  subjectOf,
} from '../../test/split-agreement-support.js';

describe('split agreements: send, answer, reset, lock, reopen', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let outsider: TestUser;
  let n = 0;
  const email = (who: string) => `${who}${(n += 1)}@parties.example`;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const send = (project: TestProject, who = owner, type = 'master') =>
    call('POST', `/api/projects/${project.id}/splits/${type}/confirmations`, who.cookie);
  const splitsOf = async (project: TestProject) =>
    projectSplitsSchema.parse(
      (await call('GET', `/api/projects/${project.id}/splits`, owner.cookie)).json(),
    );
  const answer = (token: string, payload: object) =>
    call('POST', `/api/split-confirmations/${token}`, undefined, payload);

  /** A project with three parties at 100 %, sent; the tokens each party was mailed. */
  async function sentSheet() {
    const project = await createProject(t.app, owner.profileId, { title: 'Night Drive' });
    const emails = [email('ana'), email('bo'), email('cy')];
    const ids = await addParties(t.app, owner.cookie, project.id, [
      { name: 'Ana', email: emails[0]!, percentage: 50 },
      { name: 'Bo', email: emails[1]!, percentage: 30 },
      { name: 'Cy', email: emails[2]!, percentage: 20 },
    ]);
    const res = await send(project);
    expect(res.statusCode, res.body).toBe(200);
    await drainMail(t.app);
    const tokens = emails.map((to) => splitTokenIn(mailsTo(smtp.messages, to).at(-1)!.raw));
    return { project, emails, ids, tokens, result: splitSendResultSchema.parse(res.json()) };
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://trackroom.example' });
    owner = await createUser(t.app, { artistName: 'Owner Band' });
    collaborator = await createUser(t.app);
    outsider = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses to send unless the owner sends a 100 % type whose parties all have an e-mail', async () => {
    const project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, collaborator, 'collaborator');
    const [, noMail] = await addParties(t.app, owner.cookie, project.id, [
      { name: 'Ana', email: email('ana'), percentage: 60 },
      { name: 'Bo', email: null, percentage: 30 },
    ]);
    const partial = await send(project);
    expect(partial.statusCode).toBe(409);
    expect(partial.json().code).toBe('splits.notComplete');
    await addParties(t.app, owner.cookie, project.id, [
      { name: 'Cy', email: null, percentage: 10 },
    ]);
    const missing = await send(project);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      code: 'splits.partiesWithoutEmail',
      params: { names: 'Bo, Cy' },
    });
    expect(missing.json().details.ids).toContain(noMail);
    expect((await send(project, collaborator)).statusCode).toBe(403);
    expect((await send(project, outsider)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/projects/${project.id}/splits/master/confirmations`)).statusCode,
    ).toBe(401);
    expect((await send(project, owner, 'sync')).statusCode).toBe(400);
    expect(
      await t.app.deps.db
        .select()
        .from(splitConfirmations)
        .where(eq(splitConfirmations.projectId, project.id)),
    ).toHaveLength(0);
  });

  it('mails every party a single-use link from PUBLIC_URL, in their language', async () => {
    const project = await createProject(t.app, owner.profileId, { title: 'Canción' });
    const spanish = await createUser(t.app);
    await t.app.deps.db
      .insert(accountSettings)
      .values({ accountId: spanish.accountId, language: 'es' });
    const stranger = email('new');
    await addParties(t.app, owner.cookie, project.id, [
      { name: 'Ana', email: spanish.email.toUpperCase(), percentage: 50 },
      { name: 'Nuevo', email: stranger, percentage: 50 },
    ]);
    const res = await send(project);
    expect(res.statusCode, res.body).toBe(200);
    const body = splitSendResultSchema.parse(res.json());
    // SMTP took every e-mail: the links are the parties' alone, none is shown to the owner.
    expect(body.parties.every((party) => party.emailSent && !party.link)).toBe(true);
    expect(body.confirmation).toMatchObject({
      state: 'pending',
      total: 2,
      confirmed: 0,
      pending: 2,
    });
    await drainMail(t.app);
    const es = mailsTo(smtp.messages, spanish.email).at(-1)!;
    expect(subjectOf(es.raw)).toBe('Owner Band te pide que confirmes tu parte de "Canción"');
    // No account for the address: the owner's language (English by default) stands in.
    await drainMail(t.app);
    const en = mailsTo(smtp.messages, stranger).at(-1)!;
    expect(subjectOf(en.raw)).toBe('Owner Band asks you to confirm your share of "Canción"');
    expect(decodedMail(en.raw)).toContain(
      `https://trackroom.example/splits/confirm/${splitTokenIn(en.raw)}`,
    );
  });

  it('shows the whole sheet without e-mails, takes one answer per link, and counts it', async () => {
    const { project, emails, tokens } = await sentSheet();
    const preview = await call('GET', `/api/split-confirmations/${tokens[0]}`);
    expect(preview.statusCode).toBe(200);
    const sheet = publicSplitSheetSchema.parse(preview.json());
    expect(sheet.parties.map((p) => [p.name, p.percentage])).toEqual([
      ['Ana', 50],
      ['Bo', 30],
      ['Cy', 20],
    ]);
    for (const address of emails) expect(preview.body).not.toContain(address);

    const confirmed = await answer(tokens[0]!, { decision: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', confirmed: 1, total: 3 });
    // Single use: the link answers nothing more, and shows nothing more.
    const again = await answer(tokens[0]!, { decision: 'decline' });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('splits.linkInvalid');
    expect((await call('GET', `/api/split-confirmations/${tokens[0]}`)).statusCode).toBe(404);

    const tooLong = await answer(tokens[1]!, { decision: 'decline', note: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'splits.noteTooLong', params: { max: '1000' } });
    // Hostile bodies (spaces between two letters, as in hostile-bodies.test.ts) change nothing:
    // 20,000 characters meet the field caps (400), 2 × 50,000 the route's body limit (413).
    const spaces = (length: number) => `a${' '.repeat(length - 2)}!`;
    expect((await answer(tokens[1]!, { decision: spaces(20_000) })).statusCode).toBe(400);
    const hostile = await answer(tokens[1]!, { decision: spaces(50_000), note: spaces(50_000) });
    expect(hostile.statusCode).toBe(413);
    expect((await answer(tokens[1]!, { decision: 'maybe' })).json().code).toBe(
      'splits.decisionInvalid',
    );
    const declined = await answer(tokens[1]!, { decision: 'decline', note: 'I wrote the bridge' });
    expect(declined.json()).toMatchObject({ state: 'declined' });

    const { confirmation } = await splitsOf(project);
    expect(confirmation.master).toMatchObject({
      state: 'declined',
      confirmed: 1,
      declined: 1,
      pending: 1,
      locked: false,
    });
    expect(confirmation.master.parties.find((p) => p.state === 'declined')?.note).toBe(
      'I wrote the bridge',
    );
  });

  it('lets a link expire after 30 days', async () => {
    const { tokens, ids } = await sentSheet();
    const row = (
      await t.app.deps.db
        .select()
        .from(splitConfirmations)
        .where(eq(splitConfirmations.splitId, ids[0]!))
    )[0]!;
    const days = (row.tokenExpiresAt.getTime() - row.sentAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    await t.app.deps.db
      .update(splitConfirmations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(splitConfirmations.splitId, ids[0]!));
    expect((await answer(tokens[0]!, { decision: 'confirm' })).statusCode).toBe(404);
  });

  it('resets a partly confirmed sheet on any change and tells every party', async () => {
    const { project, emails, ids, tokens } = await sentSheet();
    await answer(tokens[0]!, { decision: 'confirm' });
    await drainMail(t.app);
    const before = smtp.messages.length;
    const put = await call('PUT', `/api/projects/${project.id}/splits/${ids[2]}`, owner.cookie, {
      name: 'Cyrus',
    });
    expect(put.statusCode).toBe(200);
    expect((await splitsOf(project)).confirmation.master).toMatchObject({
      state: 'none',
      parties: [],
    });
    await drainMail(t.app);
    const notices = smtp.messages.slice(before);
    expect(notices.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    expect(subjectOf(notices[0]!.raw)).toBe('The master recording split of "Night Drive" changed');
    // The earlier links are gone with the answers.
    expect((await answer(tokens[1]!, { decision: 'confirm' })).statusCode).toBe(404);
  });

  it('locks a fully confirmed sheet (409 splits.locked) until the owner reopens it', async () => {
    const { project, emails, ids, tokens } = await sentSheet();
    for (const token of tokens)
      expect((await answer(token, { decision: 'confirm' })).statusCode).toBe(200);
    expect((await splitsOf(project)).confirmation.master).toMatchObject({
      state: 'confirmed',
      locked: true,
      confirmed: 3,
    });
    // Every party got the agreed sheet as a PDF.
    for (const to of emails) {
      await drainMail(t.app);
      const done = mailsTo(smtp.messages, to).at(-1)!;
      expect(subjectOf(done.raw)).toBe(
        'Everyone confirmed the master recording split of "Night Drive"',
      );
      expect(done.raw).toContain('application/pdf');
    }
    const base = `/api/projects/${project.id}/splits`;
    for (const res of [
      await call('PUT', `${base}/${ids[0]}`, owner.cookie, { name: 'Anna' }),
      await call('DELETE', `${base}/${ids[1]}`, owner.cookie),
      await send(project),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('splits.locked');
    }
    // Another type is not locked.
    await addParties(
      t.app,
      owner.cookie,
      project.id,
      [{ name: 'Pub', email: null, percentage: 10 }],
      'publishing',
    );
    expect((await call('POST', `${base}/master/reopen`, collaborator.cookie)).statusCode).toBe(404);
    const reopened = await call('POST', `${base}/master/reopen`, owner.cookie);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'none', locked: false });
    await drainMail(t.app);
    expect(subjectOf(mailsTo(smtp.messages, emails[0]!).at(-1)!.raw)).toMatch(/changed/);
    expect(
      (await call('PUT', `${base}/${ids[0]}`, owner.cookie, { name: 'Anna' })).statusCode,
    ).toBe(200);
    const twice = await call('POST', `${base}/master/reopen`, owner.cookie);
    expect(twice.json().code).toBe('splits.notSent');
  });

  it('resends one party a fresh link and ends the old one; never to a party who confirmed', async () => {
    const { project, ids, emails, tokens } = await sentSheet();
    await answer(tokens[0]!, { decision: 'confirm' });
    await answer(tokens[1]!, { decision: 'decline' });
    const url = (id: string) =>
      `/api/projects/${project.id}/splits/master/confirmations/${id}/resend`;
    const refused = await call('POST', url(ids[0]!), owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('splits.partyConfirmed');
    expect((await call('POST', url(ids[1]!), collaborator.cookie)).statusCode).toBe(404);
    const res = await call('POST', url(ids[1]!), owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().confirmation).toMatchObject({ state: 'pending', declined: 0 });
    await drainMail(t.app);
    const fresh = splitTokenIn(mailsTo(smtp.messages, emails[1]!).at(-1)!.raw);
    expect(fresh).not.toBe(tokens[1]);
    expect((await answer(fresh, { decision: 'confirm' })).statusCode).toBe(200);
  });
});
