import { Library } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_PROJECT_TITLE } from '../../../../shared/constants';
import type { SongSummary } from '../../../../shared/schemas/dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard } from '../../../components/ui/panel-card';
import { usePlayer } from '../../player/player-context';
import { LibrarySongRow } from './library-song-row';

/** "My Library": the profile's songs; playing one starts the global player over this list. */
export function LibraryCard({ songs }: { songs: SongSummary[] }) {
  const { t } = useTranslation('dashboard');
  const player = usePlayer();
  // The dashboard only lists the library project's songs, so that is their project.
  const tracks = useMemo(
    () => songs.map((song) => ({ ...song, projectName: LIBRARY_PROJECT_TITLE })),
    [songs],
  );
  return (
    <PanelCard
      id="library-title"
      title={t('library.title')}
      icon={Library}
      aside={
        songs.length > 0 && (
          <span className="text-xs text-zinc-400">
            {t('library.count', { count: songs.length })}
          </span>
        )
      }
    >
      {songs.length === 0 ? (
        <EmptyState title={t('library.empty')} body={t('library.emptyBody')} />
      ) : (
        <ul className="divide-y divide-zinc-800/70">
          {tracks.map((track) => (
            <LibrarySongRow
              key={track.id}
              song={track}
              playing={player.currentSong?.id === track.id && player.isPlaying}
              onToggle={() => player.play(track, tracks)}
            />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
