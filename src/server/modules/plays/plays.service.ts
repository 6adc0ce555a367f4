import type { PlayReport, PlaySource } from '../../../shared/schemas/analytics.js';
import { notFound, tooManyRequests } from '../../lib/http-errors.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import type { RateLimiter } from '../rate-limits/index.js';
import type { PlaysRepository } from './plays.repository.js';

/** One listen per song per listener in this window: a refresh loop cannot inflate the count. */
export const PLAY_WINDOW_MS = 30_000;
export const SONG_NOT_FOUND = 'Song not found';
export const PLAY_ALREADY_COUNTED = 'This play was already counted';

/** A public page's song: found through its own token, so no listener's access is checked here. */
export interface PublicPlay {
  audioId: string;
  ownerProfileId: string;
  /** The route it came in on: the server's word, never the client's. */
  source: Exclude<PlaySource, 'own' | 'collaborator'>;
  /** The caller's address, counted by the rate limits (only its digest is stored). */
  ip: string;
}

const heard = (report: PlayReport) => ({
  secondsHeard: report.seconds ?? null,
  completed: report.completed ?? null,
});

/**
 * Plays: a listen is recorded for a song the listener may play, at most once per window. The
 * source is the server's: 'own' when the listener owns the song's project, else 'collaborator'
 * (only members may play a song signed in); public pages say theirs through their own routes.
 */
export function playsService(deps: { repo: PlaysRepository; limits?: RateLimiter }) {
  const { repo } = deps;
  return {
    async record(
      profileId: string,
      audioId: string,
      input: BodyAfterAccess<PlayReport> = () => ({}),
    ): Promise<void> {
      // The same 404 for a missing song and one in a project the listener cannot see.
      const ownerProfileId = await repo.playableSongOwner(profileId, audioId);
      if (!ownerProfileId) throw notFound(SONG_NOT_FOUND);
      const report = input();
      const recorded = await repo.recordUnlessRecent(
        {
          audioId,
          ownerProfileId,
          listenerProfileId: profileId,
          source: ownerProfileId === profileId ? 'own' : 'collaborator',
          ...heard(report),
        },
        PLAY_WINDOW_MS,
      );
      if (!recorded) throw tooManyRequests(PLAY_ALREADY_COUNTED);
    },

    /**
     * A signed-out listener's play on a public page. Without an account to key the window on,
     * the rate limits are the window: one play of a song per address in PLAY_WINDOW_MS, and a
     * bounded number per address an hour (a play is past 30 s, so a person cannot reach it).
     */
    async recordPublic(
      play: PublicPlay,
      input: BodyAfterAccess<PlayReport> = () => ({}),
    ): Promise<void> {
      const report = input();
      await deps.limits?.hit(
        { rule: 'publicPlaysPerIp', value: play.ip },
        { rule: 'publicPlaysPerSongAndIp', value: `${play.audioId} ${play.ip}` },
      );
      await repo.record({
        audioId: play.audioId,
        ownerProfileId: play.ownerProfileId,
        listenerProfileId: null,
        source: play.source,
        ...heard(report),
      });
    },
  };
}
export type PlaysService = ReturnType<typeof playsService>;
