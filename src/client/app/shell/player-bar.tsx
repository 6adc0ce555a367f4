import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioDetail } from '../../lib/queries/audio-queries';
import { usePlayer } from '../../lib/player/player-context';
import { trackLabel } from '../../lib/player/player-rules';
import { PlayerFullBar } from '../../features/player/components/player-full-bar';
import { PLAYER_LYRICS_PANEL_ID } from '../../features/player/components/player-lyrics-toggle';
import { PlayerPill } from '../../features/player/components/player-pill';
import { useWindowControls } from '../../features/player/components/use-swap-focus';

// The queue's dialog (Radix) loads when first opened, not with every page.
const PlayerQueueDialog = lazy(() =>
  import('../../features/player/components/player-queue-dialog').then((module) => ({
    default: module.PlayerQueueDialog,
  })),
);

// The panel is the lyrics editor (Tiptap): it loads when first opened, not with every page.
const StudioLyricsPanel = lazy(() =>
  import('../../features/lyrics').then((lyrics) => ({ default: lyrics.StudioLyricsPanel })),
);

/**
 * The global player bar (part 2 §4): fixed at the bottom whenever a track is loaded, hidden
 * otherwise; minimised it becomes a small pill. Its lyrics toggle opens the slide-up lyrics
 * panel for the playing song's project (part 2 §2 "Studio").
 */
export function PlayerBar() {
  const { t } = useTranslation('player');
  const player = usePlayer();
  const song = player.currentSong;
  // Peaks come with the file's detail (GET /api/audio/{id}); the list rows do not carry them.
  const detail = useAudioDetail(song && !song.shared ? song.id : null);
  const [lyricsOpen, setLyricsOpen] = useState(false);
  const lyricsToggleRef = useRef<HTMLButtonElement>(null);
  const [queueOpen, setQueueOpen] = useState(false);
  const queueButtonRef = useRef<HTMLButtonElement>(null);
  // The pill has no room for the panel: minimising closes it (and flushes its last edit).
  const { toggleMinimised } = player;
  const minimise = useCallback(() => {
    setLyricsOpen(false);
    toggleMinimised();
  }, [toggleMinimised]);
  const windowControls = useWindowControls(minimise);
  // Closing the player closes the panel too; the next song starts with it shut.
  if (!song && lyricsOpen) setLyricsOpen(false);
  if (!song && queueOpen) setQueueOpen(false);
  if (!song) return null;
  const label = trackLabel(song) ?? t('unknownTrack');
  if (player.isMinimised)
    return <PlayerPill player={player} label={label} windowControls={windowControls} />;
  const peaks = song.peaks ?? (detail.data?.id === song.id ? detail.data.peaks : undefined);
  // The song's project as the server says now: "Make it a song" or a move takes the playing
  // song out of the library, and its lyrics are then its own project's, not the inbox sheet.
  const current = detail.data?.id === song.id ? detail.data : undefined;
  const projectId = current?.projectId ?? song.projectId ?? null;

  const closeQueue = () => setQueueOpen(false);

  const closeLyrics = () => {
    setLyricsOpen(false);
    lyricsToggleRef.current?.focus();
  };

  return (
    <>
      {lyricsOpen && projectId && (
        <Suspense fallback={null}>
          {/* Keyed by project: the next song's project gets its own draft (the old is flushed). */}
          <StudioLyricsPanel
            key={projectId}
            id={PLAYER_LYRICS_PANEL_ID}
            projectId={projectId}
            onClose={closeLyrics}
          />
        </Suspense>
      )}
      {queueOpen && (
        <Suspense fallback={null}>
          <PlayerQueueDialog
            player={player}
            onClose={closeQueue}
            returnFocus={() => queueButtonRef.current?.focus()}
          />
        </Suspense>
      )}
      <PlayerFullBar
        player={player}
        label={label}
        peaks={peaks}
        windowControls={windowControls}
        lyricsToggle={{
          open: lyricsOpen,
          available: projectId !== null,
          onToggle: () => (lyricsOpen ? closeLyrics() : setLyricsOpen(true)),
          ref: lyricsToggleRef,
        }}
        queueToggle={{ open: queueOpen, onOpen: () => setQueueOpen(true), ref: queueButtonRef }}
      />
    </>
  );
}
