import type { FastifyInstance } from 'fastify';
import { playlists } from '../db/schema/index.js';
import type { TestUser } from './factories.js';

/** GET /api/search as `user` (signed out without one); `q` is sent URL-encoded. */
export async function searchAs(
  app: FastifyInstance,
  user: Pick<TestUser, 'cookie'> | null,
  q: string,
  extra = '',
) {
  return app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** The names in each group of a search answer, in the order given. */
export function namesOf(body: {
  songs: Array<{ title: string }>;
  projects: Array<{ title: string }>;
  playlists: Array<{ name: string }>;
  people: Array<{ name: string }>;
}) {
  return {
    songs: body.songs.map((song) => song.title),
    projects: body.projects.map((project) => project.title),
    playlists: body.playlists.map((playlist) => playlist.name),
    people: body.people.map((person) => person.name),
  };
}

/** A playlist row owned by `profileId`. */
export async function createPlaylist(app: FastifyInstance, profileId: string, name: string) {
  const [row] = await app.deps.db
    .insert(playlists)
    .values({ ownerProfileId: profileId, name })
    .returning();
  return row!;
}
