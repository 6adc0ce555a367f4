import { notFound, tooManyRequests } from '../../lib/http-errors.js';
import type { PlaysRepository } from './plays.repository.js';

/** One listen per song per listener in this window: a refresh loop cannot inflate the count. */
export const PLAY_WINDOW_MS = 30_000;
export const SONG_NOT_FOUND = 'Song not found';
export const PLAY_ALREADY_COUNTED = 'This play was already counted';

/** Plays: a listen is recorded for a song the listener may play, at most once per window. */
export function playsService(deps: { repo: PlaysRepository }) {
  const { repo } = deps;
  return {
    async record(profileId: string, audioId: string): Promise<void> {
      // The same 404 for a missing song and one in a project the listener cannot see.
      if (!(await repo.songPlayableBy(profileId, audioId))) throw notFound(SONG_NOT_FOUND);
      const recorded = await repo.recordUnlessRecent(audioId, profileId, PLAY_WINDOW_MS);
      if (!recorded) throw tooManyRequests(PLAY_ALREADY_COUNTED);
    },
  };
}
