import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release } from '../../../shared/schemas/releases.js';
import { releases } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { releaseApi, type ReleaseApi } from '../../test/release-test-support.js';

/** A real image of `width` × `height`, encoded as the format asks. */
async function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const base = sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
  return format === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 70 }).toBuffer();
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(field: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'cover');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('release artwork', () => {
  let t: TestApp;
  let api: ReleaseApi;
  let ada: TestUser;
  let grace: TestUser;
  let squarePng: Buffer;
  let artworkDir: string;

  const upload = async (
    user: TestUser | undefined,
    id: string,
    bytes: Buffer,
    options: { field?: string; type?: string } = {},
  ) => {
    const body = await multipart(options.field ?? 'file', bytes, options.type ?? 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `/api/releases/${id}/artwork`,
      payload: body.payload,
      headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
    });
  };
  const fetchArtwork = (user: TestUser | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const storedFiles = async (releaseId: string) =>
    readdir(path.join(artworkDir, releaseId)).catch(() => [] as string[]);

  beforeAll(async () => {
    t = await buildTestApp();
    api = releaseApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app);
    squarePng = await image(1400, 1400);
    artworkDir = path.join(t.dataDir, 'uploads', 'release-artwork');
  });
  afterAll(() => t.close());

  it('takes a square PNG, serves it back and a 300 px rendition, and replaces it with a JPEG', async () => {
    const release = await api.create(ada);
    const res = await upload(ada, release.id, squarePng);
    expect(res.statusCode, res.body).toBe(200);
    const withPng = res.json<Release>();
    expect(withPng.artwork).toMatchObject({ width: 1400, height: 1400 });
    expect((await api.read(ada, release.id)).artwork).toEqual(withPng.artwork);

    const original = await fetchArtwork(ada, withPng.artwork!.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toContain('private');
    expect(original.rawPayload.equals(squarePng)).toBe(true);

    const thumbnail = await fetchArtwork(ada, withPng.artwork!.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.width, small.height]).toEqual([300, 300]);
    expect(thumbnail.rawPayload.length).toBeLessThan(original.rawPayload.length);
    expect(await storedFiles(release.id)).toHaveLength(2);

    const jpeg = await image(2000, 2000, 'jpeg');
    const replaced = await upload(ada, release.id, jpeg, { type: 'image/jpeg' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Release>().artwork).toMatchObject({ width: 2000, height: 2000 });
    const served = await fetchArtwork(ada, replaced.json<Release>().artwork!.url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    // The previous artwork's two files are gone once the new ones are stored.
    const files = await storedFiles(release.id);
    expect(files).toHaveLength(2);
    expect(files.some((name) => name.endsWith('.png'))).toBe(false);

    const deleted = await api.call('DELETE', `/api/releases/${release.id}`, ada);
    expect(deleted.statusCode).toBe(204);
    expect(await storedFiles(release.id)).toEqual([]);
  });

  it('refuses non-square, too small and too large images with 400 and its code', async () => {
    const release = await api.create(ada);
    for (const [width, height] of [
      [1600, 1400],
      [1000, 1000],
      [5001, 5001],
    ] as const) {
      const res = await upload(ada, release.id, await image(width, height));
      expect([width, res.statusCode, res.json().code]).toEqual([
        width,
        400,
        'releases.artworkSize',
      ]);
    }
    expect((await api.read(ada, release.id)).artwork).toBeNull();
    expect(await storedFiles(release.id)).toEqual([]);
  });

  it('refuses what is not a JPEG or PNG by its bytes, and a broken image, with 415', async () => {
    const release = await api.create(ada);
    const gif = await sharp({
      create: { width: 1400, height: 1400, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const text = Buffer.from('not an image at all\n'.repeat(100));
    // A real PNG header and then garbage: the header passes, the decoding does not.
    const broken = Buffer.concat([squarePng.subarray(0, 33), Buffer.alloc(5000, 7)]);
    for (const bytes of [gif, text, broken]) {
      const res = await upload(ada, release.id, bytes);
      expect([res.statusCode, res.json().code]).toEqual([415, 'releases.artworkType']);
    }
    const wrongField = await upload(ada, release.id, squarePng, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(await storedFiles(release.id)).toEqual([]);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const release = await api.create(ada);
    const big = Buffer.concat([squarePng, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(ada, release.id, big);
    expect([res.statusCode, res.json().code]).toEqual([413, 'releases.artworkTooBig']);
    expect(await storedFiles(release.id)).toEqual([]);
  });

  it('is 404 to another profile, 401 signed out, and 409 on a delivered release', async () => {
    const release = await api.create(ada);
    expect((await upload(grace, release.id, squarePng)).statusCode).toBe(404);
    expect((await upload(undefined, release.id, squarePng)).statusCode).toBe(401);
    expect((await upload(ada, release.id, squarePng)).statusCode).toBe(200);
    for (const suffix of ['', '/thumbnail']) {
      const url = `/api/releases/${release.id}/artwork${suffix}`;
      expect((await fetchArtwork(grace, url)).statusCode).toBe(404);
      expect((await fetchArtwork(undefined, url)).statusCode).toBe(401);
    }
    const none = await api.create(grace);
    expect((await fetchArtwork(grace, `/api/releases/${none.id}/artwork`)).statusCode).toBe(404);

    await t.app.deps.db
      .update(releases)
      .set({ status: 'delivered' })
      .where(eq(releases.id, release.id));
    const locked = await upload(ada, release.id, await image(1500, 1500));
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'releases.deliveredLocked']);
    expect((await api.read(ada, release.id)).artwork).toMatchObject({ width: 1400 });
  });
});
