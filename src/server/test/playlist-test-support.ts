// Helpers for the playlist API tests: calls through the real app, answers parsed with the
// shared schemas (a shape the client could not rely on fails the test).
import { expect } from 'vitest';
import {
  playlistSchema,
  playlistSummarySchema,
  playlistTrackSchema,
  type Playlist,
  type PlaylistSummary,
  type PlaylistTrack,
} from '../../shared/schemas/playlists.js';
import type { TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';
import { readWholeList } from './paged-list-contract.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A signed-in (cookie) or signed-out (no cookie) API caller over `t.app.inject`. */
export function playlistApi(t: TestApp) {
  const call = (
    method: Method,
    url: string,
    user?: TestUser,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) },
    });

  return {
    call,

    /** The whole list as old clients get it (no `limit`: one streamed array). */
    async list(user: TestUser, query = ''): Promise<PlaylistSummary[]> {
      const res = await call('GET', `/api/playlists${query}`, user);
      expect(res.statusCode).toBe(200);
      return playlistSummarySchema.array().parse(res.json());
    },

    /** Every song of a playlist in order, all pages read. */
    async tracks(user: TestUser, playlistId: string): Promise<PlaylistTrack[]> {
      const rows = await readWholeList(t.app, `/api/playlists/${playlistId}/tracks`, user.cookie);
      return playlistTrackSchema.array().parse(rows);
    },

    async create(
      user: TestUser,
      body: { name: string; description?: string; isPublic?: boolean },
    ): Promise<Playlist> {
      const res = await call('POST', '/api/playlists', user, body);
      expect(res.statusCode, res.body).toBe(201);
      return playlistSchema.parse(res.json());
    },

    async read(user: TestUser, playlistId: string): Promise<Playlist> {
      const res = await call('GET', `/api/playlists/${playlistId}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return playlistSchema.parse(res.json());
    },

    async update(user: TestUser, playlistId: string, body: object): Promise<Playlist> {
      const res = await call('PATCH', `/api/playlists/${playlistId}`, user, body);
      expect(res.statusCode, res.body).toBe(200);
      return playlistSchema.parse(res.json());
    },

    async add(user: TestUser, playlistId: string, audioFileId: string): Promise<PlaylistTrack> {
      const res = await call('POST', `/api/playlists/${playlistId}/tracks`, user, { audioFileId });
      expect(res.statusCode, res.body).toBe(201);
      return playlistTrackSchema.parse(res.json());
    },
  };
}
export type PlaylistApi = ReturnType<typeof playlistApi>;
