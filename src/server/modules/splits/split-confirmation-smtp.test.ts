// A split confirmation e-mail the SMTP server never takes (decision 034): given up after its
// retries, the owner's split sheet says so on that party's row, until a resend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSendResultSchema } from '../../../shared/schemas/split-confirmations.js';
import { projectSplitsSchema } from '../../../shared/schemas/splits.js';
import { PROJECT_EVENTS_CHANNEL } from '../../db/project-events.js';
import { buildTestAppWithMailDown, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { drainMail } from '../../test/mail-capture.js';
import { addParties } from '../../test/split-agreement-support.js';

describe('split confirmation e-mail given up', () => {
  let down: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;

  const call = (method: 'GET' | 'POST', url: string, user: TestUser) =>
    down.app.inject({ method, url, headers: { cookie: user.cookie } });
  /** The master sheet's parties as GET …/splits answers `user`, or the refused status. */
  async function partiesAs(projectId: string, user: TestUser) {
    const res = await call('GET', `/api/projects/${projectId}/splits`, user);
    if (res.statusCode !== 200) return res.statusCode;
    return projectSplitsSchema.parse(res.json()).confirmation.master.parties;
  }

  beforeAll(async () => {
    down = await buildTestAppWithMailDown();
    owner = await createUser(down.app, { artistName: 'Owner' });
    collaborator = await createUser(down.app);
    viewer = await createUser(down.app);
    outsider = await createUser(down.app);
  });
  afterAll(async () => {
    await down.close();
  });

  it("marks each party's row once the e-mail is given up, clears it on a resend, and shows it to no one outside", async () => {
    const project = await createProject(down.app, owner.profileId, { title: 'Night Drive' });
    await addMember(down.app, project.id, collaborator, 'collaborator');
    await addMember(down.app, project.id, viewer, 'viewer');
    const [ana, bo] = await addParties(down.app, owner.cookie, project.id, [
      { name: 'Ana', email: 'ana@parties.example', percentage: 60 },
      { name: 'Bo', email: 'bo@parties.example', percentage: 40 },
    ]);
    const sent = await call(
      'POST',
      `/api/projects/${project.id}/splits/master/confirmations`,
      owner,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    // Queued counts as sent: the link stays the party's own (decision 034).
    const result = splitSendResultSchema.parse(sent.json());
    expect(result.parties.map((party) => [party.emailSent, party.link])).toEqual([
      [true, undefined],
      [true, undefined],
    ]);
    expect(result.confirmation.parties.map((party) => party.emailFailed)).toEqual([false, false]);

    const events: string[] = [];
    const unlisten = await down.app.deps.listen(PROJECT_EVENTS_CHANNEL, (payload) =>
      events.push(payload),
    );
    await drainMail(down.app);
    // The owner's open Splits tab hears of it, and each party's row says so.
    await expect
      .poll(() => events.map((payload) => JSON.parse(payload) as { kind: string }))
      .toContainEqual(expect.objectContaining({ projectId: project.id, kind: 'splits' }));
    await unlisten();
    expect(await partiesAs(project.id, owner)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ splitId: ana, state: 'pending', emailFailed: true }),
        expect.objectContaining({ splitId: bo, state: 'pending', emailFailed: true }),
      ]),
    );
    // A member who sees the splits sees it too; a viewer and an outsider see no sheet at all.
    expect(await partiesAs(project.id, collaborator)).toContainEqual(
      expect.objectContaining({ splitId: ana, emailFailed: true }),
    );
    expect(await partiesAs(project.id, viewer)).toBe(403);
    expect(await partiesAs(project.id, outsider)).toBe(404);

    // A resend is a new link in a new e-mail: the mark goes until that one is given up too.
    const answers = down.app.repositories.splitConfirmations;
    const oldLink = (await answers.findBySplit(ana!))!.tokenHash!;
    const resent = await call(
      'POST',
      `/api/projects/${project.id}/splits/master/confirmations/${ana}/resend`,
      owner,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const afterResend = await partiesAs(project.id, owner);
    expect(afterResend).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ splitId: ana, emailFailed: false }),
        expect.objectContaining({ splitId: bo, emailFailed: true }),
      ]),
    );
    // The old e-mail, were it still retrying, would carry a dead link: its fate marks nothing.
    expect(await answers.recordEmailOutcome(oldLink, 'failed')).toBeNull();
    await drainMail(down.app);
    expect(await partiesAs(project.id, owner)).toContainEqual(
      expect.objectContaining({ splitId: ana, emailFailed: true }),
    );
  });
});
