import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profileSchema } from '../../../shared/schemas/profile.js';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

const FULL_PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  artistName: 'Ada L',
  bio: 'Analytical engine hymns.',
  genre: 'electronic',
  location: 'London',
  website: 'ada.example.com',
  primaryInstrument: 'Synth',
  yearsExperience: '12',
  recordLabel: 'Difference Records',
  publisher: 'Engine Songs',
  ipiNumber: '00052 210 040',
  proNumber: 'PRS-1234',
  isniNumber: '0000 0002 1694 233x',
  instagramHandle: '@ada.l',
  twitterHandle: '@ada_l',
  youtubeChannel: 'https://www.youtube.com/@adal',
  spotifyProfile: 'open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
  soundcloudProfile: 'https://soundcloud.com/ada-l',
};

describe('/api/user/profile', () => {
  let t: TestApp;
  let ada: TestUser;
  let other: TestUser;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const rowOf = async (profileId: string) =>
    (await t.app.deps.db.select().from(profiles).where(eq(profiles.id, profileId)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createUser(t.app);
    other = await createUser(t.app, { artistName: 'Someone Else' });
  });
  afterAll(() => t.close());

  it('refuses both verbs signed out with 401', async () => {
    expect((await call('GET', '/api/user/profile')).statusCode).toBe(401);
    const res = await call('PATCH', '/api/user/profile', undefined, { bio: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the active profile with its account e-mail, ignoring ?userId=', async () => {
    const res = await call('GET', `/api/user/profile?userId=${other.profileId}`, ada.cookie);
    expect(res.statusCode).toBe(200);
    const body = profileSchema.parse(res.json());
    expect(body).toMatchObject({ id: ada.profileId, email: ada.email, role: 'artist' });
    expect(body).toMatchObject({ bio: null, handle: null, isPublic: false, publicFields: [] });
  });

  it('saves every field, normalising identifiers, handles and links', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, FULL_PROFILE);
    expect(res.statusCode).toBe(200);
    const body = profileSchema.parse(res.json());
    expect(body).toMatchObject({
      artistName: 'Ada L',
      website: 'https://ada.example.com',
      yearsExperience: 12,
      ipiNumber: '00052210040',
      isniNumber: '000000021694233X',
      instagramHandle: 'ada.l',
      twitterHandle: 'ada_l',
      spotifyProfile: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
      proNumber: 'PRS-1234',
    });
    expect(await rowOf(ada.profileId)).toMatchObject({
      isniNumber: '000000021694233X',
      yearsExperience: 12,
    });
    const again = profileSchema.parse((await call('GET', '/api/user/profile', ada.cookie)).json());
    expect(again).toEqual(body);
  });

  it('clears a field sent blank and leaves the others alone', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, { bio: '  ', website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bio: null, website: null, location: 'London' });
  });

  it.each([
    ['ipiNumber', '12345678', PROFILE_MESSAGES.ipi],
    ['ipiNumber', '123456789012', PROFILE_MESSAGES.ipi],
    ['isniNumber', '0000 0001 2103 268', PROFILE_MESSAGES.isniFormat],
    ['isniNumber', '0000 0001 2103 2684', PROFILE_MESSAGES.isniChecksum],
    ['handle', 'ab', PROFILE_MESSAGES.handle],
    ['handle', 'no_underscores', PROFILE_MESSAGES.handle],
    ['handle', '-edge', PROFILE_MESSAGES.handle],
    ['yearsExperience', 'ten', PROFILE_MESSAGES.yearsExperience],
    ['yearsExperience', 101, PROFILE_MESSAGES.yearsExperience],
    ['instagramHandle', '@not a handle', PROFILE_MESSAGES.instagram],
    ['twitterHandle', '@way_too_long_for_x', PROFILE_MESSAGES.twitter],
    ['youtubeChannel', 'https://vimeo.com/ada', PROFILE_MESSAGES.youtube],
    ['spotifyProfile', 'http://open.spotify.com/artist/1', PROFILE_MESSAGES.spotify],
    ['soundcloudProfile', 'https://soundcloud.com/', PROFILE_MESSAGES.soundcloud],
    ['website', 'not a website', PROFILE_MESSAGES.website],
    ['publicFields', ['email'], PROFILE_MESSAGES.publicFields],
  ])('refuses %s = %j with its message and changes nothing', async (field, value, message) => {
    const before = await rowOf(ada.profileId);
    const res = await call('PATCH', '/api/user/profile', ada.cookie, {
      location: 'Paris',
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await rowOf(ada.profileId)).toEqual(before);
  });

  it('says which text is too long', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, { bio: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.bio).toBe('Bio is too long (2000 characters at most)');
  });

  it('refuses an empty body', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to update');
  });

  it('will not make a profile public without a handle', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, { isPublic: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.handle).toBe(PROFILE_MESSAGES.handleRequired);
    expect((await rowOf(ada.profileId)).isPublic).toBe(false);
  });

  it('publishes with a handle (lower-cased) and the chosen fields', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, {
      handle: 'Ada-L',
      isPublic: true,
      publicFields: ['bio', 'location', 'bio'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      handle: 'ada-l',
      isPublic: true,
      publicFields: ['bio', 'location'],
    });
  });

  it('keeps a public profile from dropping its handle', async () => {
    const res = await call('PATCH', '/api/user/profile', ada.cookie, { handle: '' });
    expect(res.statusCode).toBe(400);
    expect((await rowOf(ada.profileId)).handle).toBe('ada-l');
  });

  it('answers 409 for a handle another profile holds, and changes nothing', async () => {
    const before = await rowOf(other.profileId);
    const res = await call('PATCH', '/api/user/profile', other.cookie, {
      handle: 'ADA-L',
      bio: 'mine',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: PROFILE_MESSAGES.handleTaken,
      code: 'profile.handleTaken',
      fieldErrors: { handle: PROFILE_MESSAGES.handleTaken },
    });
    expect(await rowOf(other.profileId)).toEqual(before);
  });

  it('ignores fields that are not the profile’s (e-mail, id, account)', async () => {
    const res = await call('PATCH', '/api/user/profile', other.cookie, {
      email: 'stolen@example.com',
      id: ada.profileId,
      bio: 'Only this',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.profileId, email: other.email, bio: 'Only this' });
    expect((await rowOf(ada.profileId)).bio).not.toBe('Only this');
  });
});
