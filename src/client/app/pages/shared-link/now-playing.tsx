import { useTranslation } from 'react-i18next';
import type { SharedLink, SharedLinkTrack } from '../../../../shared/schemas/share-links';
import { SharedCommentForm } from '../../../features/share-links/components/shared-comment-form';
import { PlayerWaveform } from '../../../features/player/components/player-waveform';
import { usePlayer } from '../../../lib/player/player-context';

/**
 * The link's song playing now: its real waveform (a seekable slider, the player's own), its
 * version, and the comment box at the current time where the link allows comments.
 */
export function NowPlaying({
  token,
  link,
  tracks,
}: {
  token: string;
  link: SharedLink;
  tracks: readonly SharedLinkTrack[];
}) {
  const { t } = useTranslation('share-links');
  const player = usePlayer();
  const track = tracks.find((candidate) => candidate.audioId === player.currentSong?.id);
  if (!track) return null;
  return (
    <section
      aria-labelledby="shared-now-playing"
      className="mt-6 space-y-4 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4 sm:p-5"
    >
      <h2 id="shared-now-playing" className="text-sm font-semibold text-zinc-200">
        {t('listener.nowPlaying', { title: track.title, version: track.versionLabel })}
      </h2>
      <div className="flex h-16">
        <PlayerWaveform
          peaks={track.peaks}
          currentTime={player.currentTime}
          duration={player.duration || track.duration}
          onSeek={player.seek}
        />
      </div>
      {link.allowComments && (
        <SharedCommentForm
          token={token}
          audioId={track.audioId}
          title={track.title}
          currentTime={player.currentTime}
          recipientName={link.recipientName}
        />
      )}
    </section>
  );
}
