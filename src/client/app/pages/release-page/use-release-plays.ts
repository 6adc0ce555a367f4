import { useEffect, useState } from 'react';
import { usePlayer } from '../../../lib/player/player-context';
import { reportReleasePlay } from './release-api';
import { ReleasePlayTally } from './release-play-tally';

/**
 * Reports a play of the page's own tracks (POST /api/r/{slug}/tracks/{audioId}/plays) by the
 * app's rule: once per playback that passes 30 s heard or reaches the end, with the seconds
 * heard. A song the player kept from elsewhere is not this page's to report; a refusal (the
 * per-address limit) is expected and ignored.
 */
export function useReleasePlays(slug: string, audioIds: ReadonlySet<string>) {
  const player = usePlayer();
  const [tally] = useState(() => new ReleasePlayTally());
  const songId = player.currentSong?.id ?? null;
  const { currentTime, duration, status } = player;

  useEffect(() => {
    const play = tally.observe({ songId, currentTime, duration, status });
    if (!play || !audioIds.has(play.audioId)) return;
    const { audioId, ...report } = play;
    reportReleasePlay(slug, audioId, report).catch(() => {
      // A play that could not be counted is not worth interrupting the music for.
    });
  }, [slug, audioIds, tally, songId, currentTime, duration, status]);
}
