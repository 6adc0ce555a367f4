import { ListMusic, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { Playlist, PlaylistTrack } from '../../../../shared/schemas/playlists';
import { PlayAllButton } from './play-all-button';
import { BackToPlaylistsLink } from './playlist-page-states';
import { Button } from '../../../components/ui/button';
import { requestShareLink } from '../../../lib/share-request';
import { PlaylistVisibilityBadge } from './playlist-visibility-badge';

interface PlaylistHeaderProps {
  playlist: Playlist;
  /** The songs loaded so far. */
  loadedTracks: readonly PlaylistTrack[];
  /** Every song (Play all plays them all): the pages not loaded yet fetched in turn. */
  loadAllTracks: () => Promise<PlaylistTrack[]>;
  /** How many songs the playlist holds, playable or not (null until its first page). */
  allTracks: number | null;
  onAddSongs: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Back, name, description, song count and total duration, and the playlist's actions. */
export function PlaylistHeader({
  playlist,
  loadedTracks,
  loadAllTracks,
  allTracks,
  onAddSongs,
  onEdit,
  onDelete,
}: PlaylistHeaderProps) {
  const { t } = useTranslation('playlists');
  // trackCount counts the playable songs only: the rest of all of them are unavailable.
  const unavailable = allTracks === null ? 0 : Math.max(0, allTracks - playlist.trackCount);
  return (
    <header className="space-y-5">
      <BackToPlaylistsLink look="plain" />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end">
        <span className="flex h-24 w-24 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600/50 to-fuchsia-600/20 text-brand-100 shadow-lg shadow-brand-900/30">
          <ListMusic className="h-10 w-10" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <PlaylistVisibilityBadge isPublic={playlist.isPublic} />
          <h1 className="text-2xl font-bold text-white [overflow-wrap:anywhere] sm:text-3xl">
            {playlist.name}
          </h1>
          {playlist.description && (
            <p className="max-w-3xl whitespace-pre-line text-sm text-zinc-300 [overflow-wrap:anywhere]">
              {playlist.description}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-400">
            <span>{t('detail.songs', { count: playlist.trackCount })}</span>
            <span aria-hidden>·</span>
            <span className="tabular-nums">
              <span className="sr-only">{t('card.totalDuration')} </span>
              {formatDuration(playlist.totalDuration)}
            </span>
            {unavailable > 0 && (
              <>
                <span aria-hidden>·</span>
                <span className="text-amber-300">
                  {t('detail.unavailable', { count: unavailable })}
                </span>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <PlayAllButton tracks={loadedTracks} loadAll={loadAllTracks} />
        <Button variant="secondary" onClick={onAddSongs}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('detail.addSongs')}
        </Button>
        <Button
          variant="secondary"
          onClick={(event) =>
            requestShareLink(
              { type: 'playlist', id: playlist.id, title: playlist.name },
              event.currentTarget,
            )
          }
        >
          <Send className="h-4 w-4" aria-hidden />
          {t('detail.sharePrivately')}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t('detail.edit')}
        </Button>
        <Button variant="danger-outline" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('detail.delete')}
        </Button>
      </div>
    </header>
  );
}
