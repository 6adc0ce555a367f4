import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import {
  BULK_DOWNLOAD_MAX,
  BULK_DOWNLOAD_TOO_MANY,
  type AudioBulkResult,
} from '../../../shared/schemas/audio-bulk.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { readWholeList } from '../../test/paged-list-contract.js';
import { songWorld } from '../../test/song-test-support.js';

describe('the library after songs become projects, and the ZIP download (issue 16)', () => {
  let t: TestApp;
  let w: ReturnType<typeof songWorld>;
  let owner: TestUser;
  let stranger: TestUser;
  let library: TestProject;

  beforeAll(async () => {
    t = await buildTestApp();
    w = songWorld(t);
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    library = await w.library(owner);
  });
  afterAll(() => t.close());

  const ids = (rows: Array<{ id: unknown }>) => rows.map((row) => row.id);

  it('keeps every song in its place on every sort, paged, each naming its project', async () => {
    const songs = [];
    for (let i = 0; i < 7; i++) songs.push(await w.song(library.id, owner, `Song ${i}`));
    // A pin follows the song: the library arranges songs by songId, which does not change.
    const pin = await w.call('PUT', `/api/library/order/${songs[2]!.latest.id}`, owner, {
      pinned: true,
    });
    expect(pin.statusCode).toBe(204);
    const sorts = ['newest', 'oldest', 'title-desc', 'custom'];
    const before: Record<string, unknown[]> = {};
    for (const sort of sorts) {
      before[sort] = ids(
        await readWholeList(t.app, `/api/audio/all?sort=${sort}`, owner.cookie, 3),
      );
    }
    const chosen = [songs[1]!, songs[2]!, songs[5]!].map((s) => s.latest.id);
    const res = await w.call('POST', '/api/audio/bulk', owner, {
      action: 'makeSongs',
      ids: chosen,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json<AudioBulkResult>().projects!;

    for (const sort of sorts) {
      const rows = await readWholeList<AudioFile>(
        t.app,
        `/api/audio/all?sort=${sort}`,
        owner.cookie,
        3,
      );
      expect(ids(rows), sort).toEqual(before[sort]);
      for (const [i, id] of chosen.entries()) {
        expect(rows.find((row) => row.id === id)).toMatchObject({
          projectId: made[i]!.id,
          projectName: made[i]!.title,
          projectIsLibrary: false,
        });
      }
    }
    const pinned = (await readWholeList(t.app, '/api/audio/all?sort=custom', owner.cookie))[0];
    expect(pinned).toMatchObject({ id: songs[2]!.latest.id, pinned: true });
    // Search still finds a song by its (new) project's name.
    const found = await readWholeList<AudioFile>(t.app, '/api/audio/all?q=Song%205', owner.cookie);
    expect(ids(found)).toContain(songs[5]!.latest.id);
    const first = await w.call('GET', '/api/audio/all?limit=3', owner);
    expect(first.headers['x-total-count']).toBe(String(before.newest!.length));
  });

  it('streams the chosen songs as one ZIP named by their titles', async () => {
    const a = await w.song(library.id, owner, 'Zip A');
    const b = await w.song(library.id, owner, 'Zip A');
    for (const [i, file] of [a.latest, b.latest].entries()) {
      const bytes = Buffer.alloc(2000, i + 1);
      await t.app.deps.storage.put(file.filename, Readable.from(bytes));
    }
    const res = await w.call(
      'GET',
      `/api/audio/bulk-download?ids=${a.latest.id},${b.latest.id}`,
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('Zip A.wav'))).toBe(true);
    expect(zip.includes(Buffer.from('Zip A (2).wav'))).toBe(true);
    expect(zip.includes(Buffer.alloc(2000, 2))).toBe(true);
  });

  it('fails only that download when a chosen file is gone from storage; the server keeps serving', async () => {
    const kept = await w.song(library.id, owner, 'Kept');
    const gone = await w.song(library.id, owner, 'Gone');
    await t.app.deps.storage.put(kept.latest.filename, Readable.from(Buffer.alloc(2000, 7)));
    // `gone` has a row but no stored bytes, as after a disk loss or a delete racing the list.
    const url = `/api/audio/bulk-download?ids=${kept.latest.id},${gone.latest.id}`;
    const answer = await w.call('GET', url, owner).then(
      (res) => res.rawPayload,
      () => null,
    );
    // The archive is cut short (an aborted response), never a whole ZIP without the song.
    if (answer) expect(answer.includes(Buffer.from('PK\x05\x06'))).toBe(false);
    expect((await w.call('GET', '/api/health/live', owner)).statusCode).toBe(200);
  });

  it('refuses a download naming a song the caller cannot see (404, its id named), or none', async () => {
    const mine = await w.song(library.id, owner, 'Mine');
    const theirs = await w.song((await w.library(stranger)).id, stranger, 'Theirs');
    const res = await w.call(
      'GET',
      `/api/audio/bulk-download?ids=${mine.latest.id},${theirs.latest.id}`,
      owner,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().details).toEqual({ ids: [theirs.latest.id] });
    expect((await w.call('GET', '/api/audio/bulk-download?ids=', owner)).statusCode).toBe(400);
    expect((await w.call('GET', `/api/audio/bulk-download?ids=${mine.latest.id}`)).statusCode).toBe(
      401,
    );
  });

  it("lets every member role download a shared project's songs (the policy's project.see)", async () => {
    const band = await createProject(t.app, owner.profileId, { title: 'Band' });
    const song = await w.song(band.id, owner, 'Band Song');
    await t.app.deps.storage.put(song.latest.filename, Readable.from(Buffer.alloc(500, 7)));
    const url = `/api/audio/bulk-download?ids=${song.latest.id}`;
    // Not a member yet: the song is out of sight, and no byte of it is sent.
    const before = await w.call('GET', url, stranger);
    expect(before.statusCode).toBe(404);
    expect(before.json().details).toEqual({ ids: [song.latest.id] });
    for (const role of ['viewer', 'collaborator'] as const) {
      const member = await createUser(t.app);
      await addMember(t.app, band.id, member, role);
      const res = await w.call('GET', url, member);
      expect(res.statusCode, role).toBe(200);
      expect(res.rawPayload.includes(Buffer.alloc(500, 7)), role).toBe(true);
    }
  });

  it('refuses more songs than one download may name (400), before reading any', async () => {
    const ids = Array.from({ length: BULK_DOWNLOAD_MAX + 1 }, () => randomUUID());
    const res = await w.call('GET', `/api/audio/bulk-download?ids=${ids.join(',')}`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BULK_DOWNLOAD_TOO_MANY);
  });
});
