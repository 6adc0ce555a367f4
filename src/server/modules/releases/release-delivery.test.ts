// Issue 28 item 3: GET /api/releases/{id}/delivery streams the owner's delivery pack (any
// status): ern.xml with the UPC and ISRC, tracks.csv, the masters' bytes, CHECKLIST.txt while
// the release is not ready, in the owner's language; another profile gets 404, signed out 401.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeIsrc } from '../../../shared/schemas/details.js';
import { RELEASE_NOT_FOUND, type Release } from '../../../shared/schemas/releases.js';
import { credits, lyrics } from '../../db/schema/index.js';
import { fixture } from '../../test/audio-test-support.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestAudioRow, type TestUser } from '../../test/factories.js';
import {
  createSongProject,
  releaseApi,
  VALID_UPC,
  type ReleaseApi,
} from '../../test/release-test-support.js';
import { readZip } from '../../test/zip-test-support.js';
import { parseCsv } from './delivery/delivery.test-support.js';

const ISRC_INPUT = 'us-rc1-76-07839';
/** As stored and shown: the dashed form. */
const ISRC = normalizeIsrc(ISRC_INPUT)!;
/** As delivered: DDEX and distributor templates take the 12 characters without dashes. */
const DELIVERED_ISRC = 'USRC17607839';

describe('GET /api/releases/{id}/delivery', () => {
  let t: TestApp;
  let api: ReleaseApi;
  let ada: TestUser;
  let grace: TestUser;
  let wav: Buffer;
  let master: TestAudioRow;
  let release: Release;

  const download = (id: string, user?: TestUser) =>
    api.call('GET', `/api/releases/${id}/delivery`, user);

  beforeAll(async () => {
    t = await buildTestApp();
    api = releaseApi(t);
    ada = await createUser(t.app, { artistName: 'Ada Sound' });
    grace = await createUser(t.app);
    wav = await fixture('wav');
    const song = await createSongProject(t, ada, { title: 'Night Drive', size: wav.length });
    master = song.audio;
    await t.app.deps.storage.put(master.filename, Readable.from(wav));
    await t.app.deps.db.insert(credits).values([
      { projectId: song.project.id, name: 'Ada Lovelace', role: 'songwriter' },
      { projectId: song.project.id, name: 'Ada Sound', role: 'artist' },
    ]);
    await t.app.deps.db.insert(lyrics).values({
      projectId: song.project.id,
      title: 'Night Drive',
      content: 'Headlights on the water',
    });
    release = await api.create(ada, { type: 'single', title: 'First EP', upc: VALID_UPC });
    await api.setTracks(ada, release.id, [{ audioId: master.id, isrc: ISRC_INPUT }]);
  });
  afterAll(() => t.close());

  it('streams the owner a ZIP with the ERN, the CSV, the master and the checklist', async () => {
    const res = await download(release.id, ada);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Ada Sound - First EP.zip');
    expect(res.headers['content-length']).toBeUndefined();
    const entries = await readZip(res.rawPayload);
    const names = [...entries.keys()];
    const ern = entries.get('ern.xml')!.toString('utf8');
    expect(ern).toContain('NewReleaseMessage');
    expect(ern).toContain(`<ISRC>${DELIVERED_ISRC}</ISRC>`);
    expect(ern).not.toContain(ISRC);
    expect(ern).toContain(VALID_UPC);
    expect(ern).toContain('Ada Lovelace');
    const csv = parseCsv(entries.get('tracks.csv')!.toString('utf8'));
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(DELIVERED_ISRC);
    expect(csv[1]).not.toContain(ISRC);
    const masters = names.filter((name) => entries.get(name)!.equals(wav));
    expect(masters).toHaveLength(1);
    expect(masters[0]).toMatch(/01 - Night Drive\.wav$/);
    // No artwork, no date: not ready, so the pack says why.
    expect(names.some((name) => name.endsWith('CHECKLIST.txt'))).toBe(true);
    expect(names.some((name) => /lyrics/i.test(name))).toBe(true);
  });

  it('writes CHECKLIST.txt in the owner’s language, every failing line translated', async () => {
    const checklistOf = async () => {
      const entries = await readZip((await download(release.id, ada)).rawPayload);
      const name = [...entries.keys()].find((entry) => entry.endsWith('CHECKLIST.txt'))!;
      return entries.get(name)!.toString('utf8');
    };
    expect(await checklistOf()).toContain('First EP: not ready for delivery');
    const saved = await api.call('PATCH', '/api/settings', ada, { language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    const spanish = await checklistOf();
    expect(spanish).toContain('First EP: todavía no está listo para la entrega');
    // No artwork and no release date: both lines, in Spanish, each with where to fix it.
    expect(spanish).toContain(
      `- [ ] Portada: un JPEG o PNG cuadrado, de 1400 a 5000 píxeles de lado (/releases/${release.id})`,
    );
    expect(spanish).toContain(`- [ ] Fecha de lanzamiento indicada (/releases/${release.id})`);
    expect(spanish).not.toMatch(/Artwork|Release date|not ready/);
  });

  it('answers 404 to another profile and for an unknown id, 401 signed out', async () => {
    const stranger = await download(release.id, grace);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, RELEASE_NOT_FOUND]);
    expect((await download('00000000-0000-4000-8000-000000000000', ada)).statusCode).toBe(404);
    expect((await download('not-a-uuid', ada)).statusCode).toBe(404);
    expect((await download(release.id)).statusCode).toBe(401);
  });
});
