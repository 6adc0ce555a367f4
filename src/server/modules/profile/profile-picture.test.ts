import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../shared/constants.js';
import { profiles, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { tinyGif, tinyPng } from '../../test/image-fixtures.js';

/** A multipart body as a browser's FormData would send it. */
async function multipart(field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('profile pictures', () => {
  let t: TestApp;
  let user: TestUser;
  let picturesDir: string;

  const upload = async (
    bytes: Buffer,
    options: { cookie?: string; field?: string; filename?: string; type?: string } = {},
  ) => {
    const body = await multipart(
      options.field ?? 'profilePicture',
      bytes,
      options.filename ?? 'avatar.png',
      options.type ?? 'image/png',
    );
    const cookie = 'cookie' in options ? options.cookie : user.cookie;
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const storedPictures = async () => (existsSync(picturesDir) ? readdir(picturesDir) : []);
  const imageUrlOf = async (profileId: string) => {
    const [row] = await t.app.deps.db
      .select({ url: profiles.profileImageUrl })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    return row?.url;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    picturesDir = path.join(t.dataDir, 'uploads', 'profile-pictures');
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a signed-out upload with 401 and stores nothing', async () => {
    const res = await upload(tinyPng(), { cookie: undefined });
    expect(res.statusCode).toBe(401);
    expect(await storedPictures()).toEqual([]);
  });

  it('refuses a text file renamed .png with 415 and stores nothing', async () => {
    const res = await upload(Buffer.from('just some words, not pixels\n'.repeat(50)), {
      filename: 'fake.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select an image file');
    expect(await storedPictures()).toEqual([]);
    expect(await imageUrlOf(user.profileId)).toBeNull();
  });

  it('refuses an empty file with 415', async () => {
    const res = await upload(Buffer.alloc(0));
    expect(res.statusCode).toBe(415);
    expect(await storedPictures()).toEqual([]);
  });

  it('refuses a picture over 5 MB with 413 and leaves no file behind', async () => {
    const oversized = Buffer.concat([tinyPng(), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const res = await upload(oversized);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please select an image smaller than 5MB');
    expect(await storedPictures()).toEqual([]);
    expect(await imageUrlOf(user.profileId)).toBeNull();
  });

  it('answers an oversized upload over real HTTP with 413 while the client is still sending', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES * 3)]);
    form.append('profilePicture', new Blob([big], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${address}/api/user/profile-picture`, {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Please select an image smaller than 5MB',
    );
    expect(await storedPictures()).toEqual([]);
  });

  it('refuses a request without the profilePicture field or without multipart', async () => {
    const wrongField = await upload(tinyPng(), { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-picture',
      payload: { profilePicture: 'data:image/png;base64,AAAA' },
      headers: { cookie: user.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedPictures()).toEqual([]);
  });

  it('stores a real PNG, points the profile at it and serves it publicly as image/png', async () => {
    const png = tinyPng();
    const res = await upload(png, { filename: 'me.jpeg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const { profileImageUrl } = res.json<{ profileImageUrl: string }>();
    // The type comes from the bytes, not from the name or the claimed type.
    expect(profileImageUrl).toMatch(/^\/uploads\/profile-pictures\/[a-f0-9]{32}\.png$/);
    expect(await imageUrlOf(user.profileId)).toBe(profileImageUrl);
    const name = profileImageUrl.split('/').pop()!;
    expect(await storedPictures()).toEqual([name]);
    expect((await readFile(path.join(picturesDir, name))).equals(png)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('accepts exactly 5 MB and replaces the previous picture, deleting its file', async () => {
    const before = await imageUrlOf(user.profileId);
    const gif = tinyGif();
    const exact = Buffer.concat([gif, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - gif.length)]);
    const res = await upload(exact, { filename: 'anim.gif', type: 'image/gif' });
    expect(res.statusCode).toBe(200);
    const { profileImageUrl } = res.json<{ profileImageUrl: string }>();
    expect(profileImageUrl).toMatch(/\.gif$/);
    expect(await storedPictures()).toEqual([profileImageUrl.split('/').pop()]);

    expect((await t.app.inject({ method: 'GET', url: before! })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: profileImageUrl });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(Number(served.headers['content-length'])).toBe(PROFILE_PICTURE_MAX_BYTES);
  });

  it('sets the picture of the active profile, not the account’s other profile', async () => {
    const other = await createUser(t.app);
    const [second] = await t.app.deps.db
      .insert(profiles)
      .values({ accountId: other.accountId, artistName: 'Side Project' })
      .returning();
    await t.app.deps.db
      .update(sessions)
      .set({ profileId: second!.id })
      .where(eq(sessions.accountId, other.accountId));

    const res = await upload(tinyPng(), { cookie: other.cookie });
    expect(res.statusCode).toBe(200);
    expect(await imageUrlOf(second!.id)).toBe(res.json().profileImageUrl);
    expect(await imageUrlOf(other.profileId)).toBeNull();
  });

  it.each([
    '/uploads/profile-pictures/0123456789abcdef0123456789abcdef.png',
    '/uploads/profile-pictures/avatar.png',
    '/uploads/profile-pictures/0123456789ABCDEF0123456789ABCDEF.png',
    '/uploads/profile-pictures/0123456789abcdef0123456789abcdef.svg',
    '/uploads/profile-pictures/..%2F..%2Fdb',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});
