import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '../../../shared/schemas/dashboard.js';
import { lyrics, splits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createAudioRow, createProject, createUser } from '../../test/factories.js';

interface Parts {
  audio?: boolean;
  lyricsContent?: string | null;
  /** Basis points of each split, by type. */
  master?: number[];
  publishing?: number[];
}

const ALL: Required<Parts> = {
  audio: true,
  lyricsContent: '<p>City lights, midnight drive</p>',
  master: [6000, 4000],
  publishing: [],
};

// The badge says what it measures: master splits of exactly 100 % (issue 25 item 9). It used to
// read "Complete" and also need a song and lyrics, which read as a status beside "In Creation".
describe('the dashboard’s "Splits 100 %" flag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh profile with one project made of `parts`; its flag on the dashboard. */
  const splitsFlag = async (parts: Parts, as: 'owner' | 'member' = 'owner') => {
    const owner = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId, { title: 'Night Drive' });
    const db = t.app.deps.db;
    if (parts.audio) await createAudioRow(t.app, project.id, { duration: 200 });
    if (parts.lyricsContent != null)
      await db
        .insert(lyrics)
        .values({ projectId: project.id, title: 'Night Drive', content: parts.lyricsContent });
    for (const [splitType, list] of [
      ['master', parts.master ?? []],
      ['publishing', parts.publishing ?? []],
    ] as const) {
      for (const [i, basisPoints] of list.entries())
        await db
          .insert(splits)
          .values({ projectId: project.id, splitType, name: `Writer ${i}`, basisPoints });
    }
    let viewer = owner;
    if (as === 'member') {
      viewer = await createUser(t.app);
      await addMember(t.app, project.id, viewer, 'viewer');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/fast',
      headers: { cookie: viewer.cookie },
    });
    const [recent] = dashboardSchema.parse(res.json()).recentProjects;
    expect(recent?.id).toBe(project.id);
    return recent!.masterSplitsFull;
  };

  it('is set when master splits total 100 %', async () => {
    expect(await splitsFlag(ALL)).toBe(true);
  });

  it('is set for a member too: it describes the project, not the viewer', async () => {
    expect(await splitsFlag(ALL, 'member')).toBe(true);
  });

  it('is set without a song or lyrics: it measures the splits and nothing else', async () => {
    expect(await splitsFlag({ ...ALL, audio: false, lyricsContent: null })).toBe(true);
  });

  it('is not set when master splits miss 100 % by a hundredth, or only other types are full', async () => {
    expect(await splitsFlag({ ...ALL, master: [6000, 3999] })).toBe(false);
    expect(await splitsFlag({ ...ALL, master: [], publishing: [10_000] })).toBe(false);
  });
});
