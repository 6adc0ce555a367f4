import { useEffect, useRef, useState } from 'react';
import { PlayCounter } from '../../../lib/player/play-counter';
import { usePlayer } from '../../../lib/player/player-context';
import { reportReleasePlay } from './release-api';

/** A larger jump between two time updates is a seek, not listening (as the play counter says). */
const MAX_LISTENING_STEP_SECONDS = 2;

/**
 * Reports a play of the page's own tracks (POST /api/r/{slug}/tracks/{audioId}/plays) by the
 * app's rule: once per playback that passes 30 s heard or reaches the end, with the seconds
 * heard so far. A song the player kept from elsewhere is not this page's to report; a refusal
 * (the per-address limit) is expected and ignored.
 */
export function useReleasePlays(slug: string, audioIds: ReadonlySet<string>) {
  const player = usePlayer();
  const [counter] = useState(() => new PlayCounter());
  const heard = useRef({ songId: null as string | null, seconds: 0, lastTime: 0 });
  const songId = player.currentSong?.id ?? null;
  const { currentTime, duration, status } = player;

  useEffect(() => {
    const tally = heard.current;
    const sameSong = tally.songId === songId;
    const step = currentTime - tally.lastTime;
    if (sameSong && status === 'playing' && step > 0 && step <= MAX_LISTENING_STEP_SECONDS) {
      tally.seconds += step;
    }
    // At the end, or back at the start from the end (repeat mode goes round without 'ended').
    const completed =
      status === 'ended' || (sameSong && duration > 0 && tally.lastTime >= duration - 1.5);
    const seconds = Math.round(duration > 0 ? Math.min(tally.seconds, duration) : tally.seconds);
    if (!sameSong || step < -1) {
      // Another song, or the same one again from its start: a new playback.
      heard.current = { songId, seconds: 0, lastTime: currentTime };
    } else {
      tally.lastTime = currentTime;
    }
    const played = counter.observe({ songId, currentTime, duration, status });
    if (!played || !audioIds.has(played)) return;
    reportReleasePlay(slug, played, { seconds, completed }).catch(() => {
      // A play that could not be counted is not worth interrupting the music for.
    });
  }, [slug, audioIds, counter, songId, currentTime, duration, status]);
}
