import { Library } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIBRARY_PROJECT_TITLE } from '../../../../shared/constants';
import type { SongSummary } from '../../../../shared/schemas/dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard } from '../../../components/ui/panel-card';
import { usePlayer } from '../../../lib/player/player-context';
import { LibrarySongRow } from './library-song-row';

/**
 * "My Library": its newest songs, and the way to all of them in the studio when there are
 * more; playing one starts the global player over the songs listed.
 */
export function LibraryCard({ songs, total }: { songs: SongSummary[]; total: number }) {
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
        total > 0 && (
          <span className="text-xs text-zinc-400">{t('library.count', { count: total })}</span>
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
      {total > songs.length && (
        <Link
          to="/studio"
          className="mt-3 inline-block rounded text-sm font-medium text-brand-400 hover:underline focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none"
        >
          {t('library.seeAll', { count: total })}
        </Link>
      )}
    </PanelCard>
  );
}
