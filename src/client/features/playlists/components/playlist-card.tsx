import { Clock, ListMusic, Music, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../../../../shared/constants';
import type { PlaylistSummary } from '../../../../shared/schemas/playlists';
import { PlaylistVisibilityBadge } from './playlist-visibility-badge';
import { IconButton } from '../../../components/ui/icon-button';

interface PlaylistCardProps {
  playlist: PlaylistSummary;
  onDelete: (playlist: PlaylistSummary) => void;
}

/**
 * One playlist of the grid: its name opens it (the whole card is the link's target area),
 * private/public badge, description, song count and total duration, and Delete.
 */
export const PlaylistCard = memo(function PlaylistCard({ playlist, onDelete }: PlaylistCardProps) {
  const { t } = useTranslation('playlists');
  return (
    <li className="relative flex min-w-0 flex-col rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5 transition-colors hover:border-zinc-700 hover:bg-zinc-900 has-[a:focus-visible]:border-brand-500 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-400">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600/40 to-fuchsia-600/20 text-brand-200">
          <ListMusic className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          {/* The card shows the link's focus ring (the link itself spans the whole card). */}
          <h3 className="text-base font-semibold text-white">
            <Link
              to={`/playlists/${playlist.id}`}
              className="line-clamp-2 [overflow-wrap:anywhere] after:absolute after:inset-0 after:rounded-2xl hover:text-brand-200 focus-visible:outline-none!"
            >
              {playlist.name}
            </Link>
          </h3>
          <div className="mt-1.5">
            <PlaylistVisibilityBadge isPublic={playlist.isPublic} />
          </div>
        </div>
        {/* Above the link's card-wide target area, so it stays its own control. */}
        <IconButton
          look="list"
          onClick={() => onDelete(playlist)}
          label={t('card.delete', { name: playlist.name })}
          className="relative z-10 hover:text-red-300"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </IconButton>
      </div>
      {playlist.description && (
        <p className="mt-3 line-clamp-2 text-sm text-zinc-400 [overflow-wrap:anywhere]">
          {playlist.description}
        </p>
      )}
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-sm text-zinc-400">
        <span className="inline-flex items-center gap-1.5">
          <Music className="h-4 w-4" aria-hidden />
          {t('card.songs', { count: playlist.trackCount })}
        </span>
        <span className="inline-flex items-center gap-1.5 tabular-nums">
          <Clock className="h-4 w-4" aria-hidden />
          <span className="sr-only">{t('card.totalDuration')}</span>
          {formatDuration(playlist.totalDuration)}
        </span>
      </p>
    </li>
  );
});

/** The grid's shape while the playlists load (announced once, drawn as placeholders). */
export function PlaylistGridSkeleton() {
  const { t } = useTranslation('playlists');
  return (
    <div role="status">
      <span className="sr-only">{t('page.loading')}</span>
      <ul aria-hidden className={playlistGridClass}>
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="flex h-40 animate-pulse flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5"
          >
            <div className="flex gap-4">
              <span className="h-12 w-12 rounded-xl bg-zinc-800" />
              <span className="mt-1 h-4 w-1/2 rounded bg-zinc-800" />
            </div>
            <span className="h-3 w-3/4 rounded bg-zinc-800/80" />
            <span className="mt-auto h-3 w-1/3 rounded bg-zinc-800/60" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export const playlistGridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
