import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_REPRESENTATIVES,
  REPRESENTATIVE_NOT_FOUND,
  representativeSchema,
  TOO_MANY_REPRESENTATIVES,
} from '../../../shared/schemas/profile-overview.js';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profile.js';
import { representatives } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('/api/user/representatives', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const rowsOf = (profileId: string) =>
    t.app.deps.db.select().from(representatives).where(eq(representatives.profileId, profileId));
  const add = async (user: TestUser, body: object) => {
    const res = await call('POST', '/api/user/representatives', user.cookie, body);
    expect(res.statusCode).toBe(201);
    return representativeSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createUser(t.app);
    bob = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('refuses every verb signed out with 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/user/representatives'],
      ['POST', '/api/user/representatives'],
      ['PATCH', `/api/user/representatives/${id}`],
      ['DELETE', `/api/user/representatives/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, { name: 'x' })).statusCode).toBe(401);
    }
  });

  it('adds a representative with or without contact details, listed oldest first', async () => {
    const manager = await add(ada, {
      name: ' Mia Manager ',
      role: 'manager',
      email: 'mia@example.com',
      phone: '+44 20 7946 0958',
    });
    expect(manager).toMatchObject({
      name: 'Mia Manager',
      role: 'manager',
      phone: '+44 20 7946 0958',
    });
    const label = await add(ada, { name: 'Night Records', role: 'label', email: '', phone: '' });
    expect(label).toMatchObject({ email: null, phone: null });
    // Their times one apart, as two writes can share a clock tick.
    await spreadTimes(t.app.deps.db, representatives, [manager.id, label.id]);
    const list = await call('GET', '/api/user/representatives', ada.cookie);
    expect(list.json<{ id: string }[]>().map((r) => r.id)).toEqual([manager.id, label.id]);
    expect((await call('GET', '/api/user/representatives', bob.cookie)).json()).toEqual([]);
  });

  it.each([
    [{ role: 'agent' }, 'name', PROFILE_MESSAGES.representativeName],
    [{ name: 'X', role: 'boss' }, 'role', PROFILE_MESSAGES.representativeRole],
    [{ name: 'X', role: 'agent', email: 'nope' }, 'email', PROFILE_MESSAGES.email],
    [{ name: 'X', role: 'agent', phone: 'call me' }, 'phone', PROFILE_MESSAGES.phone],
  ])('refuses %j with a message for %s and stores nothing', async (body, field, message) => {
    const before = await rowsOf(ada.profileId);
    const res = await call('POST', '/api/user/representatives', ada.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await rowsOf(ada.profileId)).toEqual(before);
  });

  it('edits only the fields sent, and clears a blank one', async () => {
    const agent = await add(ada, { name: 'Al Agent', role: 'agent', email: 'al@example.com' });
    const res = await call('PATCH', `/api/user/representatives/${agent.id}`, ada.cookie, {
      phone: '555 0100',
      email: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Al Agent',
      role: 'agent',
      email: null,
      phone: '555 0100',
    });
    const bad = await call('PATCH', `/api/user/representatives/${agent.id}`, ada.cookie, {
      role: 'friend',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for another profile’s representative, and changes nothing', async () => {
    const bobs = await add(bob, { name: 'Bob’s Publisher', role: 'publisher' });
    const url = `/api/user/representatives/${bobs.id}`;
    const edit = await call('PATCH', url, ada.cookie, { name: 'Hijacked' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(REPRESENTATIVE_NOT_FOUND);
    expect((await call('DELETE', url, ada.cookie)).statusCode).toBe(404);
    expect((await rowsOf(bob.profileId)).map((r) => r.name)).toEqual(['Bob’s Publisher']);
    expect(
      (await call('PATCH', '/api/user/representatives/not-an-id', ada.cookie, { name: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes one, then answers 404 for it', async () => {
    const gone = await add(ada, { name: 'Temp', role: 'agent' });
    const url = `/api/user/representatives/${gone.id}`;
    expect((await call('DELETE', url, ada.cookie)).statusCode).toBe(204);
    expect((await rowsOf(ada.profileId)).some((r) => r.id === gone.id)).toBe(false);
    expect((await call('DELETE', url, ada.cookie)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_REPRESENTATIVES} per profile`, async () => {
    const carol = await createUser(t.app);
    await t.app.deps.db.insert(representatives).values(
      Array.from({ length: MAX_REPRESENTATIVES }, (_, i) => ({
        profileId: carol.profileId,
        name: `Rep ${i}`,
        role: 'agent' as const,
      })),
    );
    const res = await call('POST', '/api/user/representatives', carol.cookie, {
      name: 'One more',
      role: 'agent',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOO_MANY_REPRESENTATIVES);
  });
});
