// Helpers for the release API tests: calls through the real app, answers checked for their
// status; songs made as rows straight in the database (a song project, or a library song).
import { expect } from 'vitest';
import type { Release } from '../../shared/schemas/releases.js';
import type { TestApp } from './build-test-app.js';
import {
  createAudioRow,
  createProject,
  type TestAudioRow,
  type TestProject,
  type TestUser,
} from './factories.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The lossless format facts a ready master carries (as the upload would have read them). */
export const LOSSLESS = { container: 'wav', sampleRate: 48_000, bitDepth: 24, channels: 2 };

/** A valid UPC-A (check digit 2) and EAN-13 (check digit 1) for tests. */
export const VALID_UPC = '036000291452';
export const VALID_EAN = '4006381333931';

export function releaseApi(t: TestApp) {
  const call = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: user ? { cookie: user.cookie } : {},
    });

  return {
    call,

    async create(
      user: TestUser,
      body: object = { type: 'ep', title: 'First EP' },
    ): Promise<Release> {
      const res = await call('POST', '/api/releases', user, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Release>();
    },

    async read(user: TestUser, id: string): Promise<Release> {
      const res = await call('GET', `/api/releases/${id}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Release>();
    },

    async update(user: TestUser, id: string, body: object): Promise<Release> {
      const res = await call('PATCH', `/api/releases/${id}`, user, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Release>();
    },

    async setTracks(user: TestUser, id: string, tracks: object[]): Promise<Release> {
      const res = await call('PUT', `/api/releases/${id}/tracks`, user, tracks);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Release>();
    },
  };
}
export type ReleaseApi = ReturnType<typeof releaseApi>;

/** A song of its own project (as "Make it a song" leaves it), lossless unless overridden. */
export async function createSongProject(
  t: TestApp,
  owner: TestUser,
  audio: Parameters<typeof createAudioRow>[2] = {},
): Promise<{ project: TestProject; audio: TestAudioRow }> {
  const project = await createProject(t.app, owner.profileId);
  const row = await createAudioRow(t.app, project.id, { ...LOSSLESS, ...audio });
  return { project, audio: row };
}
