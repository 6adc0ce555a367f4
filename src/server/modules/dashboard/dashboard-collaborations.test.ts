import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '../../../shared/schemas/dashboard.js';
import { collaborations, profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { dashboardRepository } from './dashboard.repository.js';

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 12));
const DAY = 24 * 3600_000;

// Shared projects seen from both sides: what counts, what lists, and what never leaks.
describe('GET /api/dashboard/fast with collaborations', () => {
  let t: TestApp;
  let ana: TestUser; // the profile under test
  let bo: TestUser; // owns a project Ana joined
  let cy: TestUser; // member of Ana's projects, with two profiles
  let dee: TestUser; // member of Bo's project beside Ana
  let eve: TestUser; // invited Ana, still pending
  let gus: TestUser; // Ana invited him, still pending
  let alphaId: string;
  let bosSongId: string;

  const dashboardOf = async (user: TestUser): Promise<Dashboard> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/fast',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    return dashboardSchema.parse(res.json());
  };
  const invite = async (
    projectId: string,
    from: TestUser,
    email: string,
    createdAt: Date,
    tokenExpiresAt = new Date(Date.now() + 7 * DAY),
  ) => {
    await t.app.deps.db.insert(collaborations).values({
      projectId,
      inviteEmail: email,
      role: 'collaborator',
      invitedByProfileId: from.profileId,
      tokenExpiresAt,
      createdAt,
    });
  };
  const acceptedOn = async (id: string, day: number) => {
    await t.app.deps.db
      .update(collaborations)
      .set({ acceptedAt: at(day) })
      .where(eq(collaborations.id, id));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ana = await createUser(t.app, { artistName: 'Ana Lux' });
    bo = await createUser(t.app, { artistName: 'Bo Rivers' });
    cy = await createUser(t.app, { artistName: 'Cy Fontaine' });
    dee = await createUser(t.app, { artistName: 'Dee Nine' });
    eve = await createUser(t.app, { artistName: 'Eve Stone' });
    gus = await createUser(t.app, { artistName: 'Gus Vale' });
    const stranger = await createUser(t.app, { artistName: 'Stranger' });

    await createProject(t.app, ana.profileId, { title: 'My Library', isLibrary: true });
    const alpha = await createProject(t.app, ana.profileId, { title: 'Alpha', createdAt: at(1) });
    const beta = await createProject(t.app, ana.profileId, { title: 'Beta', createdAt: at(2) });
    alphaId = alpha.id;
    const first = await createAudioRow(t.app, alpha.id, { duration: 120, isLatest: false });
    await createAudioRow(t.app, alpha.id, { duration: 90, songId: first.songId });
    await createAudioRow(t.app, alpha.id, { duration: 60 });

    const bos = await createProject(t.app, bo.profileId, { title: 'Bo Song', createdAt: at(3) });
    bosSongId = bos.id;
    await createAudioRow(t.app, bos.id, { duration: 30 });
    await acceptedOn(await addMember(t.app, bos.id, ana, 'viewer'), 6);
    await acceptedOn(await addMember(t.app, bos.id, dee, 'collaborator'), 7);
    await createProject(t.app, bo.profileId, { title: 'Bo Private', createdAt: at(9) });

    await acceptedOn(await addMember(t.app, alpha.id, cy, 'collaborator'), 5);
    // Cy's second profile in Beta: the same person, so one collaborator.
    const [cySide] = await t.app.deps.db
      .insert(profiles)
      .values({ accountId: cy.accountId, artistName: 'Cy Side' })
      .returning();
    await acceptedOn(
      await addMember(t.app, beta.id, { profileId: cySide!.id, email: cy.email }, 'viewer'),
      4,
    );

    await invite(alpha.id, ana, gus.email, at(8));
    const eves = await createProject(t.app, eve.profileId, { title: 'Eve Demo', createdAt: at(2) });
    await invite(eves.id, eve, ana.email, at(10));
    // An expired invitation cannot be accepted any more, so it is not shown.
    const eveOld = await createProject(t.app, eve.profileId, { title: 'Eve Old' });
    await invite(eveOld.id, eve, ana.email, at(12), new Date(Date.now() - DAY));

    const strangers = await createProject(t.app, stranger.profileId, {
      title: 'Stranger Things',
      createdAt: at(20),
    });
    await createAudioRow(t.app, strangers.id, { duration: 600 });
    await addMember(t.app, strangers.id, eve, 'viewer');
    await invite(strangers.id, stranger, gus.email, at(20));
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts projects owned and joined, their latest songs and the people in them', async () => {
    const body = await dashboardOf(ana);
    // Alpha, Beta (owned) and Bo Song (joined); Bo Private and the stranger's are not hers.
    // Songs: Alpha 90 + 60 (the older version is not a song), Bo Song 30 → 3 songs, 3 min.
    // People: Bo (owner of Bo Song), Dee (member there), Cy (two profiles, one person).
    // Gus and Eve are only invited, so they do not count yet.
    expect(body.stats).toEqual({ projects: 3, songs: 3, totalMinutes: 3, collaborations: 3 });
  });

  it('agrees with the project list on which projects the profile can see', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { cookie: ana.cookie },
    });
    const listed = res
      .json<{ title: string; isLibrary: boolean }[]>()
      .filter((p) => !p.isLibrary)
      .map((p) => p.title)
      .sort();
    expect(listed).toEqual(['Alpha', 'Beta', 'Bo Song']);
    expect((await dashboardOf(ana)).stats.projects).toBe(listed.length);
  });

  it('lists the newest visible projects with the profile’s role in each', async () => {
    const body = await dashboardOf(ana);
    expect(body.recentProjects.map((p) => [p.title, p.role])).toEqual([
      ['Bo Song', 'viewer'],
      ['Beta', 'owner'],
      ['Alpha', 'owner'],
    ]);
  });

  it('lists received invitations first, then sent ones, then memberships', async () => {
    const body = await dashboardOf(ana);
    expect(body.collaborations).toHaveLength(3);
    expect(body.collaborations[0]).toMatchObject({
      status: 'pending',
      kind: 'received',
      projectTitle: 'Eve Demo',
      user: { artistName: 'Eve Stone', name: 'Eve Stone' },
      since: at(10).toISOString(),
    });
    expect(body.collaborations[1]).toMatchObject({
      status: 'pending',
      kind: 'sent',
      projectId: alphaId,
      projectTitle: 'Alpha',
      user: { artistName: null, name: gus.email },
    });
    expect(body.collaborations[2]).toMatchObject({
      status: 'accepted',
      kind: 'joined',
      role: 'viewer',
      projectId: bosSongId,
      user: { artistName: 'Bo Rivers' },
      since: at(6).toISOString(),
    });
  });

  it('orders every membership after the invitations, newest acceptance first', async () => {
    const overview = await dashboardRepository(t.app.deps.db).overview(ana.profileId, 3, 20);
    const items = JSON.parse(overview.collaborations) as { kind: string; artistName: string }[];
    expect(items.map((i) => [i.kind, i.artistName ?? '(invitee)'])).toEqual([
      ['received', 'Eve Stone'],
      ['sent', '(invitee)'],
      ['joined', 'Bo Rivers'],
      ['member', 'Cy Fontaine'],
      ['member', 'Cy Side'],
    ]);
  });

  it('shows the other side of the same collaborations to the member', async () => {
    const body = await dashboardOf(cy);
    expect(body.stats).toEqual({ projects: 1, songs: 2, totalMinutes: 3, collaborations: 1 });
    expect(body.recentProjects.map((p) => [p.title, p.role])).toEqual([['Alpha', 'collaborator']]);
    expect(body.collaborations).toEqual([
      expect.objectContaining({ kind: 'joined', status: 'accepted', projectTitle: 'Alpha' }),
    ]);
    expect(body.collaborations[0]!.user.artistName).toBe('Ana Lux');
  });

  it('shows a pending invitation to its invitee, and nothing of the project yet', async () => {
    const body = await dashboardOf(gus);
    expect(body.stats).toEqual({ projects: 0, songs: 0, totalMinutes: 0, collaborations: 0 });
    expect(body.recentProjects).toEqual([]);
    // Newest first: the stranger's invitation is newer than Ana's.
    expect(body.collaborations.map((c) => [c.kind, c.status, c.user.name])).toEqual([
      ['received', 'pending', 'Stranger'],
      ['received', 'pending', 'Ana Lux'],
    ]);
  });

  it('never includes another profile’s projects, songs or people', async () => {
    const body = await dashboardOf(ana);
    const text = JSON.stringify(body);
    for (const foreign of ['Stranger Things', 'Bo Private', 'Eve Old', 'Stranger'])
      expect(text).not.toContain(foreign);
  });
});
