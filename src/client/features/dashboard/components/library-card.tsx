import { Library } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SongSummary } from '../../../../shared/schemas/dashboard';
import { DashboardCard, EmptyState } from './dashboard-card';
import { LibrarySongRow } from './library-song-row';
import { useSharedAudio } from './use-shared-audio';

/** "My Library": the profile's songs, each playable (one at a time). */
export function LibraryCard({ songs }: { songs: SongSummary[] }) {
  const { t } = useTranslation('dashboard');
  const { playingId, toggle } = useSharedAudio(() => toast.error(t('library.playFailed')));
  return (
    <DashboardCard
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
          {songs.map((song) => (
            <LibrarySongRow
              key={song.id}
              song={song}
              playing={playingId === song.id}
              onToggle={() => toggle(song.id, song.url)}
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
