import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../queries/current-user';
import { PROFILE_OVERVIEW_KEY } from '../queries/profile-overview';
import { PlayCounter, type FinishedPlay } from './play-counter';
import { playReportBody, playReportUrl, sendPlayReport } from './play-report';
import type { PlayerCore, PlayerTrack } from './player-types';

/**
 * Reports each playback that passed 30 s or reached the end, once it is over, with the seconds
 * heard and whether it reached the end: signed in through POST /api/audio/{id}/plays, a public
 * page's songs through their token route (`playsUrl`). A playback still open as the page goes
 * (or hides while paused: a phone may never show it again) is reported then, by beacon.
 */
export function useRecordPlays(engine: Pick<PlayerCore, 'subscribe' | 'getState'>) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = user !== null;
  }, [user]);
  const [counter] = useState(() => new PlayCounter());
  // The song of the playback under way: when another song starts, the report is about this one.
  const playbackTrack = useRef<PlayerTrack | null>(null);

  useEffect(() => {
    const report = (play: FinishedPlay, track: PlayerTrack | null, how: 'request' | 'beacon') => {
      if (!track || track.id !== play.songId) return;
      const url = playReportUrl(track, signedIn.current);
      if (!url) return;
      void sendPlayReport(url, playReportBody(play), how).then((counted) => {
        if (counted && !track.playsUrl) {
          void queryClient.invalidateQueries({ queryKey: PROFILE_OVERVIEW_KEY });
        }
      });
    };

    const unsubscribe = engine.subscribe(() => {
      const { currentSong, currentTime, duration, status } = engine.getState();
      const previous = playbackTrack.current;
      playbackTrack.current = currentSong;
      const finished = counter.observe({
        songId: currentSong?.id ?? null,
        currentTime,
        duration,
        status,
      });
      if (finished) {
        report(finished, previous?.id === finished.songId ? previous : currentSong, 'request');
      }
    });
    const finishNow = () => {
      const finished = counter.finish();
      if (finished) report(finished, playbackTrack.current, 'beacon');
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && engine.getState().status !== 'playing') {
        finishNow();
      }
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', finishNow);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', finishNow);
    };
  }, [engine, counter, queryClient]);
}
