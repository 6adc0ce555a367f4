import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-client';
import { useCurrentUser } from '../queries/current-user';
import { PROFILE_OVERVIEW_KEY } from '../queries/profile-overview';
import { isSharedTrack, PlayCounter } from './play-counter';
import type { PlayerCore } from './player-types';

/**
 * Reports a play (POST /api/audio/{id}/plays) once per playback that passes 30 s or reaches
 * the end. Signed-out listeners and shared-link songs are not reported. The server counts at
 * most one play per listener and song in 30 s, so its refusal (429) is expected and ignored.
 */
export function useRecordPlays(engine: Pick<PlayerCore, 'subscribe' | 'getState'>) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = user !== null;
  }, [user]);
  const [counter] = useState(() => new PlayCounter());

  useEffect(
    () =>
      engine.subscribe(() => {
        const { currentSong, currentTime, duration, status } = engine.getState();
        const songId = counter.observe({
          songId: currentSong?.id ?? null,
          currentTime,
          duration,
          status,
        });
        if (!songId || !currentSong || !signedIn.current || isSharedTrack(currentSong)) return;
        void apiRequest('POST', `/api/audio/${encodeURIComponent(songId)}/plays`).then(
          () => queryClient.invalidateQueries({ queryKey: PROFILE_OVERVIEW_KEY }),
          () => {
            // A play that could not be counted is not worth interrupting the music for.
          },
        );
      }),
    [engine, counter, queryClient],
  );
}
