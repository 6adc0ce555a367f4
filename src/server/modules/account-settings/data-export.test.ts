import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName } from '../../../shared/schemas/settings.js';
import {
  credits,
  lyrics,
  playlists,
  playlistTracks,
  profiles,
  songDetails,
  splits,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { fixture } from '../../test/audio-test-support.js';
import { spreadTimes } from '../../test/spread-times.js';
import { readZip, zipJson } from '../../test/zip-test-support.js';

interface ProjectJson {
  title: string;
  role: string;
  lyrics: { title: string }[];
  credits: { name: string }[];
  splits: { name: string; percentage: number }[];
  details: { tempo: number | null };
  songs: { title: string; file: string | null }[];
}

describe('GET /api/settings/export', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  const bytes = new Map<string, Buffer>();

  const song = async (
    projectId: string,
    uploader: TestUser,
    title: string,
    content: Buffer = randomBytes(2048),
  ): Promise<TestAudioRow> => {
    const row = await createAudioRow(t.app, projectId, {
      uploaderProfileId: uploader.profileId,
      title,
    });
    await t.app.deps.storage.put(row.filename, Readable.from(content));
    bytes.set(title, content);
    return row;
  };
  const download = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/settings/export', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.app.deps;
    ada = await createUser(t.app, { artistName: 'Ada Sounds' });
    bob = await createUser(t.app, { artistName: 'Bob Beats' });
    await db.insert(profiles).values({
      accountId: ada.accountId,
      firstName: 'Ada',
      lastName: 'Alt',
      artistName: 'Ada Sounds',
    });
    // The first profile is the older one, whose folder has no "(2)": a minute older, as two
    // writes can share a clock tick.
    await spreadTimes(db, profiles, [ada.profileId]);

    const night = await createProject(t.app, ada.profileId, { title: 'Night Drive' });
    await addMember(t.app, night.id, bob, 'collaborator');
    await song(night.id, ada, 'Midnight Take', await fixture('wav'));
    await song(night.id, bob, 'Bob Guest Take');
    await db
      .insert(lyrics)
      .values({ projectId: night.id, title: 'Night Words', content: '<p>la</p>' });
    await db.insert(credits).values({ projectId: night.id, name: 'Ada Credit', role: 'writer' });
    await db
      .insert(splits)
      .values({ projectId: night.id, splitType: 'master', name: 'Ada Split', basisPoints: 6000 });
    await db.insert(songDetails).values({ projectId: night.id, tempo: 96 });

    const sneaky = await createProject(t.app, ada.profileId, { title: '../../etc/passwd' });
    await song(sneaky.id, ada, '../evil');
    const same1 = await createProject(t.app, ada.profileId, { title: 'Same' });
    const same2 = await createProject(t.app, ada.profileId, { title: 'Same' });
    await song(same1.id, ada, 'Twin');
    await song(same1.id, ada, 'Twin');
    await song(same2.id, ada, 'Twin');
    await db.insert(lyrics).values([
      {
        projectId: same1.id,
        title: 'Hook',
        content: '<p>[Chorus]</p><p>Rock &amp; roll<br>all night</p>',
      },
      { projectId: same1.id, title: 'Hook', content: 'plain\nwords' },
    ]);

    const shared = await createProject(t.app, bob.profileId, { title: 'Bob Shared' });
    await addMember(t.app, shared.id, ada, 'collaborator');
    await song(shared.id, ada, 'Ada In Bob Project');
    await song(shared.id, bob, 'Bob Own Take');

    const secret = await createProject(t.app, bob.profileId, { title: 'Bob Secret Project' });
    await song(secret.id, bob, 'Bob Secret Song');

    const [list] = await db
      .insert(playlists)
      .values({
        ownerProfileId: ada.profileId,
        name: 'Road Mix',
        isPublic: true,
        shareToken: 'tok-should-not-leak',
      })
      .returning();
    const [track] = await createAudioRow(t.app, night.id, { title: 'Listed' }).then((r) => [r]);
    await db
      .insert(playlistTracks)
      .values({ playlistId: list!.id, audioFileId: track!.id, position: 0 });
    await db.insert(playlists).values({ ownerProfileId: bob.profileId, name: 'Bob Private List' });
  });
  afterAll(() => t.close());

  it('streams a ZIP named trackroom-export-YYYY-MM-DD.zip', async () => {
    const res = await download(ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const name = exportFileName(new Date());
    expect(name).toMatch(/^trackroom-export-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(res.headers['content-disposition']).toContain(`filename="${name}"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("holds the account's song bytes at safe, unique paths, and none of another account's", async () => {
    const entries = await readZip((await download(ada.cookie)).rawPayload);
    const audio = [...entries.keys()].filter((path) => path.startsWith('audio/')).sort();
    expect(audio).toEqual(
      [
        'audio/Bob Shared/Ada In Bob Project.wav',
        'audio/etc_passwd/evil.wav',
        'audio/Night Drive/Bob Guest Take.wav',
        'audio/Night Drive/Midnight Take.wav',
        'audio/Same/Twin.wav',
        'audio/Same/Twin (2).wav',
        'audio/Same (2)/Twin.wav',
      ].sort(),
    );
    expect(entries.get('audio/Night Drive/Midnight Take.wav')).toEqual(bytes.get('Midnight Take'));
    expect(entries.get('audio/Bob Shared/Ada In Bob Project.wav')).toEqual(
      bytes.get('Ada In Bob Project'),
    );
    const everything = Buffer.concat([...entries.values()]);
    for (const foreign of ['Bob Own Take', 'Bob Secret Song']) {
      expect(everything.includes(bytes.get(foreign)!), foreign).toBe(false);
    }
    const text = everything.toString('utf8');
    for (const foreign of [
      'Bob Secret Project',
      'Bob Private List',
      'tok-should-not-leak',
      'passwordHash',
      'scrypt$',
    ]) {
      expect(text.includes(foreign), foreign).toBe(false);
    }
    for (const path of entries.keys()) {
      expect(path.split('/').some((part) => part === '..' || part === '')).toBe(false);
    }
  });

  it("holds each song's lyrics as a plain-text sheet beside projects.json", async () => {
    const entries = await readZip((await download(ada.cookie)).rawPayload);
    const texts = [...entries.keys()].filter((path) => path.startsWith('lyrics/')).sort();
    expect(texts).toEqual(
      [
        'lyrics/Night Drive/Night Words.txt',
        'lyrics/Same/Hook.txt',
        'lyrics/Same/Hook (2).txt',
      ].sort(),
    );
    expect(entries.get('lyrics/Night Drive/Night Words.txt')?.toString('utf8')).toBe(
      'Night Words\nSong: Night Drive\nWriters: Ada Credit\n\nla\n',
    );
    expect(entries.get('lyrics/Same/Hook.txt')?.toString('utf8')).toBe(
      'Hook\nSong: Same\n\n[Chorus]\nRock & roll\nall night\n',
    );
    expect(entries.get('lyrics/Same/Hook (2).txt')?.toString('utf8')).toBe(
      'Hook\nSong: Same\n\nplain\nwords\n',
    );
  });

  it('has account.json, one profile.json per profile, projects.json and playlists.json', async () => {
    const entries = await readZip((await download(ada.cookie)).rawPayload);
    const account = zipJson<{ account: { email: string }; settings: { theme: string } }>(
      entries,
      'account.json',
    );
    expect(account.account.email).toBe(ada.email);
    expect(account.settings.theme).toBe('system');
    expect(
      zipJson<{ artistName: string }>(entries, 'profiles/Ada Sounds/profile.json').artistName,
    ).toBe('Ada Sounds');
    expect(
      zipJson<{ lastName: string }>(entries, 'profiles/Ada Sounds (2)/profile.json').lastName,
    ).toBe('Alt');

    const projects = zipJson<ProjectJson[]>(entries, 'projects.json');
    expect(projects.map((p) => p.title).sort()).toEqual(
      ['../../etc/passwd', 'Bob Shared', 'Night Drive', 'Same', 'Same'].sort(),
    );
    const night = projects.find((p) => p.title === 'Night Drive')!;
    expect(night).toMatchObject({
      role: 'owner',
      lyrics: [{ title: 'Night Words' }],
      credits: [{ name: 'Ada Credit' }],
      splits: [{ name: 'Ada Split', percentage: 60 }],
      details: { tempo: 96 },
    });
    expect(night.songs.find((s) => s.title === 'Midnight Take')?.file).toBe(
      'audio/Night Drive/Midnight Take.wav',
    );
    const shared = projects.find((p) => p.title === 'Bob Shared')!;
    expect(shared.role).toBe('collaborator');
    expect(shared.songs.find((s) => s.title === 'Bob Own Take')?.file).toBeNull();

    const lists = zipJson<{ name: string; tracks: { songTitle: string }[] }[]>(
      entries,
      'playlists.json',
    );
    expect(lists).toEqual([
      expect.objectContaining({
        name: 'Road Mix',
        tracks: [expect.objectContaining({ songTitle: 'Listed' })],
      }),
    ]);
  });

  it('lists a song whose file went missing without breaking the download', async () => {
    const lonely = await createUser(t.app);
    const project = await createProject(t.app, lonely.profileId, { title: 'Gone' });
    await createAudioRow(t.app, project.id, {
      uploaderProfileId: lonely.profileId,
      title: 'No Bytes',
    });
    const entries = await readZip((await download(lonely.cookie)).rawPayload);
    const [gone] = zipJson<ProjectJson[]>(entries, 'projects.json');
    expect(gone?.songs).toEqual([expect.objectContaining({ title: 'No Bytes', file: null })]);
  });

  it('answers 401 when signed out', async () => {
    expect((await download()).statusCode).toBe(401);
  });
});
