import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYBOARD_SEEK_SECONDS, trackLabel } from './player-rules';
import type { PlayerContextValue } from './player-types';

/** Album shown on lock screens and hardware media overlays. */
const MEDIA_SESSION_ALBUM = 'Trackroom';

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

/** Sets an action handler, ignoring actions this browser does not know. */
function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Older browsers throw for actions they do not support (e.g. 'seekto').
  }
}

/**
 * Media Session API: the song on the lock screen and in the OS media overlay, and hardware
 * media keys (play/pause, stop, previous/next, seeking) driving the player.
 */
export function useMediaSession(player: PlayerContextValue) {
  const { t } = useTranslation('player');
  const { currentSong, isPlaying, isPlaylistMode, currentTime, duration } = player;
  const hasNext = isPlaylistMode || player.queue.length > 0;
  // Handlers read the latest state here, so they are registered once per song, not per tick.
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  }, [player]);
  const hasSong = currentSong !== null;

  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = currentSong
      ? new MediaMetadata({
          title: trackLabel(currentSong) ?? t('unknownTrack'),
          artist: currentSong.uploaderName || currentSong.projectName || '',
          album: MEDIA_SESSION_ALBUM,
        })
      : null;
  }, [currentSong, t]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = !hasSong ? 'none' : isPlaying ? 'playing' : 'paused';
  }, [hasSong, isPlaying]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || !hasSong) return;
    const seekBy = (offset: number) => {
      const now = latest.current;
      now.seek(now.currentTime + offset);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => !latest.current.isPlaying && latest.current.toggle()],
      ['pause', () => latest.current.isPlaying && latest.current.toggle()],
      ['stop', () => latest.current.stop()],
      ['previoustrack', isPlaylistMode ? () => latest.current.previous() : null],
      ['nexttrack', hasNext ? () => latest.current.next() : null],
      [
        'seekto',
        (details) => details.seekTime !== undefined && latest.current.seek(details.seekTime),
      ],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? KEYBOARD_SEEK_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? KEYBOARD_SEEK_SECONDS)],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
    };
  }, [hasSong, isPlaylistMode, hasNext]);

  useEffect(() => {
    const session = mediaSession();
    if (!session?.setPositionState || !hasSong || !(duration > 0)) return;
    try {
      session.setPositionState({
        duration,
        position: Math.min(Math.max(0, currentTime), duration),
        playbackRate: 1,
      });
    } catch {
      // Rejected while duration and position disagree for a moment: the next update fixes it.
    }
  }, [hasSong, currentTime, duration]);
}
