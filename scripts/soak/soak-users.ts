// The soak's simulated artists: each signs up once through the API (sign-up has no rate limit;
// sign-in allows 50 per address per 15 min, so only a few sign in again), and gets a project
// with a lyrics sheet to work on.
import { randomBytes } from 'node:crypto';
import type { SoakClient } from './soak-http.js';

export const SOAK_PASSWORD = 'soak password 123';

export interface SoakUser {
  email: string;
  cookie: string;
  projectId: string;
  lyricsId: string;
}

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] ?? '';

function expect2xx(what: string, answer: { status: number; json: unknown } | null) {
  if (!answer || answer.status >= 300) {
    throw new Error(
      `${what} failed: ${answer?.status ?? 'no answer'} ${JSON.stringify(answer?.json)}`,
    );
  }
}

/** Signs a new artist up and creates their project and lyrics sheet. */
export async function newUser(client: SoakClient, n: number): Promise<SoakUser> {
  const email = `soak-${n}-${randomBytes(4).toString('hex')}@example.com`;
  const signedUp = await client.call('POST', '/api/auth/register', {
    json: {
      firstName: 'Soak',
      lastName: `Artist ${n}`,
      artistName: `Soak ${n}`,
      email,
      password: SOAK_PASSWORD,
    },
  });
  expect2xx('Sign-up', signedUp);
  const cookie = cookieOf(signedUp!.headers);
  const project = await client.call('POST', '/api/projects', {
    cookie,
    json: { title: `Soak project ${n}` },
  });
  expect2xx('Project creation', project);
  const projectId = (project!.json as { id: string }).id;
  const lyrics = await client.call('POST', `/api/projects/${projectId}/lyrics`, {
    cookie,
    json: { title: `Soak lyrics ${n}`, content: 'first line' },
  });
  expect2xx('Lyrics creation', lyrics);
  return { email, cookie, projectId, lyricsId: (lyrics!.json as { id: string }).id };
}

/** `count` new artists, `parallel` at a time (sign-up hashes a password: CPU-bound). */
export async function newUsers(
  client: SoakClient,
  count: number,
  parallel = 4,
): Promise<SoakUser[]> {
  const users: SoakUser[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const n = next++;
        users[n] = await newUser(client, n);
      }
    }),
  );
  return users;
}

/** Signs the user in again (a new session); true when it worked. */
export async function signIn(client: SoakClient, user: SoakUser): Promise<boolean> {
  const answer = await client.call('POST', '/api/auth/login', {
    json: { email: user.email, password: SOAK_PASSWORD },
  });
  if (answer?.status !== 200) return false;
  user.cookie = cookieOf(answer.headers);
  return true;
}
