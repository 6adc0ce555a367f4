// Calls of the share-link API through the real app, answers parsed with the shared schemas
// (a shape the client could not rely on fails the test).
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createdShareLinkSchema,
  SHARE_UNLOCK_COOKIE,
  type CreateShareLink,
  type CreatedShareLink,
} from '../../shared/schemas/share-links.js';
import type { TestApp } from './build-test-app.js';
import { createAudioRow, type TestUser } from './factories.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A share link as its tests need it: the answer and the token's API path. */
export interface MadeLink extends CreatedShareLink {
  api: string;
}

/** The share-link API of `t`, signed in as a user or, for listeners, as nobody. */
export function shareApi(t: TestApp) {
  const call = (
    method: Method,
    url: string,
    options: { user?: TestUser; payload?: object | string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...options.headers, ...(options.user ? { cookie: options.user.cookie } : {}) },
    });

  return {
    call,

    /** POST /api/share-links as `user`, expecting 201. */
    async create(
      user: TestUser,
      body: Partial<CreateShareLink> & Pick<CreateShareLink, 'target'>,
    ): Promise<MadeLink> {
      const res = await call('POST', '/api/share-links', {
        user,
        payload: { recipientName: 'Ana', allowDownload: false, allowComments: false, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      const made = createdShareLinkSchema.parse(res.json());
      return { ...made, api: `/api/s/${made.token}` };
    },

    /** The unlock cookie a right password sets, as a `cookie` header value. */
    async unlock(link: MadeLink, password: string): Promise<string> {
      const res = await call('POST', `${link.api}/unlock`, { payload: { password } });
      expect(res.statusCode, res.body).toBe(204);
      return unlockCookie(res);
    },
  };
}
export type ShareApi = ReturnType<typeof shareApi>;

/** The unlock cookie of an answer as a `cookie` header value. */
export function unlockCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SHARE_UNLOCK_COOKIE);
  expect(cookie, 'unlock cookie').toBeDefined();
  return `${SHARE_UNLOCK_COOKIE}=${cookie!.value}`;
}

/** A song with real bytes on disk (the listener streams it). */
export async function storedSong(
  t: TestApp,
  projectId: string,
  bytes: Buffer,
  overrides: {
    title?: string;
    duration?: number;
    songId?: string;
    isLatest?: boolean;
    createdAt?: Date;
  } = {},
) {
  const row = await createAudioRow(t.app, projectId, {
    duration: 10,
    size: bytes.length,
    peaks: [0.1, 0.5, 0.2],
    ...overrides,
  });
  await t.app.deps.storage.put(row.filename, Readable.from(bytes));
  return row;
}
