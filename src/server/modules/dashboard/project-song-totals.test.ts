import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser } from '../../test/factories.js';

// The per-project song totals the dashboard sums are kept by a trigger (migration 0008,
// decision 006). Each change below goes straight to the rows, as any code path would, and the
// totals must then equal a recount of the latest versions.
describe('per-project song totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async (projectId: string) => {
    const [row] = await t.app.deps.db
      .select({ songs: projects.songCount, seconds: projects.songSeconds })
      .from(projects)
      .where(eq(projects.id, projectId));
    return row;
  };
  const recounted = async (projectId: string) => {
    const [row] = await t.app.deps.db
      .select({
        songs: sql<number>`count(*)::int`,
        seconds: sql<number>`coalesce(sum(${audioFiles.duration}), 0)::float8`,
      })
      .from(audioFiles)
      .where(sql`${audioFiles.projectId} = ${projectId} and ${audioFiles.isLatest}`);
    return row;
  };
  const expectInStep = async (projectId: string, songs: number, seconds: number) => {
    expect(await recounted(projectId)).toEqual({ songs, seconds });
    expect(await stored(projectId)).toEqual({ songs, seconds });
  };

  it('follows uploads, versions, moves, re-measured durations and deletes', async () => {
    const owner = await createUser(t.app);
    const a = await createProject(t.app, owner.profileId);
    const b = await createProject(t.app, owner.profileId);
    const db = t.app.deps.db;

    const first = await createAudioRow(t.app, a.id, { duration: 100 });
    const second = await createAudioRow(t.app, a.id, { duration: 50 });
    await expectInStep(a.id, 2, 150);

    // A new version of `first` takes over as latest: still two songs, the new length counts.
    const version = await createAudioRow(t.app, a.id, {
      duration: 120,
      songId: first.songId,
      isLatest: false,
    });
    await db.transaction(async (tx) => {
      await tx.update(audioFiles).set({ isLatest: false }).where(eq(audioFiles.id, first.id));
      await tx.update(audioFiles).set({ isLatest: true }).where(eq(audioFiles.id, version.id));
    });
    await expectInStep(a.id, 2, 170);

    await db.update(audioFiles).set({ duration: 60 }).where(eq(audioFiles.id, second.id));
    await expectInStep(a.id, 2, 180);

    await db.update(audioFiles).set({ projectId: b.id }).where(eq(audioFiles.id, second.id));
    await expectInStep(a.id, 1, 120);
    await expectInStep(b.id, 1, 60);

    // An older version going away changes nothing; the latest going away does.
    await db.delete(audioFiles).where(eq(audioFiles.id, first.id));
    await expectInStep(a.id, 1, 120);
    await db.delete(audioFiles).where(eq(audioFiles.id, version.id));
    await expectInStep(a.id, 0, 0);
  });

  it('lets a project with songs be deleted (the cascade updates a row being removed)', async () => {
    const owner = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    await createAudioRow(t.app, project.id, { duration: 30 });
    await t.app.deps.db.delete(projects).where(eq(projects.id, project.id));
    expect(await stored(project.id)).toBeUndefined();
  });
});
