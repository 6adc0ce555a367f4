import { ChevronRight, ListMusic, ListPlus, Loader2, Lock, Plus, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistSummary } from '../../../../shared/schemas/playlists';
import {
  MenuGroup,
  MenuItem,
  MenuSeparator,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
} from '../../../components/ui/menu';
import { usePlaylists, requestNewPlaylist, useAddToPlaylist } from '../../playlists';
import { menuButtonOf } from './menu-button-of';

/**
 * "Add to Playlist" in every song row menu (part 2 §2): a submenu with "New playlist…" and a
 * scrolling list of the profile's playlists. Adding is optimistic (the playlist counts the song
 * at once) and rolls back with the server's reason, e.g. 'This song is already in the playlist'.
 */
export function AddToPlaylistItem({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  return (
    <MenuSub>
      <MenuSubTrigger>
        <ListPlus className="h-4 w-4" aria-hidden />
        <span className="flex-1">{t('menu.addToPlaylist')}</span>
        <ChevronRight className="h-4 w-4 text-zinc-400" aria-hidden />
      </MenuSubTrigger>
      <MenuSubContent collisionPadding={8} className="w-64">
        <MenuItem
          // The menu closes; the name dialog opens outside it and returns focus to its button.
          onSelect={(event) =>
            requestNewPlaylist(song, menuButtonOf(event.currentTarget as Element))
          }
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t('menu.newPlaylist')}
        </MenuItem>
        <MenuSeparator />
        <PlaylistChoices song={song} />
      </MenuSubContent>
    </MenuSub>
  );
}

/** The profile's playlists to add the song to, with loading, empty and error lines. */
function PlaylistChoices({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  const playlists = usePlaylists();
  const { addSong } = useAddToPlaylist();

  if (playlists.data) {
    if (playlists.data.length === 0) {
      return <MenuItem disabled>{t('menu.noPlaylists')}</MenuItem>;
    }
    return (
      <MenuGroup
        aria-label={t('menu.playlistsLabel')}
        className="max-h-64 overflow-y-auto overscroll-contain"
      >
        {playlists.data.map((playlist) => (
          <PlaylistChoice
            key={playlist.id}
            playlist={playlist}
            onSelect={() => void addSong(playlist, song)}
          />
        ))}
        {playlists.hasNextPage && (
          <MenuItem
            disabled={playlists.isFetchingNextPage}
            // The menu stays open: the next playlists join the list under the pointer.
            onSelect={(event) => {
              event.preventDefault();
              playlists.loadMore();
            }}
          >
            {playlists.isFetchingNextPage && (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            )}
            {t('menu.morePlaylists')}
          </MenuItem>
        )}
      </MenuGroup>
    );
  }
  if (playlists.isError) {
    return (
      <>
        <MenuItem disabled>{t('menu.playlistsFailed')}</MenuItem>
        <MenuItem
          onSelect={(event) => {
            event.preventDefault();
            void playlists.refetch();
          }}
        >
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('menu.playlistsRetry')}
        </MenuItem>
      </>
    );
  }
  return (
    <MenuItem disabled>
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {t('menu.playlistsLoading')}
    </MenuItem>
  );
}

function PlaylistChoice({
  playlist,
  onSelect,
}: {
  playlist: PlaylistSummary;
  onSelect: () => void;
}) {
  const { t } = useTranslation('audio');
  const detailsId = useId();
  return (
    <MenuItem
      // An inset ring: the scrolling list cuts off the focus outline drawn around an item.
      className="flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400"
      onSelect={onSelect}
      aria-describedby={detailsId}
    >
      <ListMusic className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block truncate">{playlist.name}</span>
        {/* Named by the playlist alone; the count and privacy are its description. */}
        <span id={detailsId} aria-hidden className="flex items-center gap-1 text-xs text-zinc-400">
          {t('menu.playlistSongs', { count: playlist.trackCount })}
          {!playlist.isPublic && (
            <>
              <span aria-hidden>·</span>
              <Lock className="h-3 w-3" aria-hidden />
              {t('menu.privatePlaylist')}
            </>
          )}
        </span>
      </span>
    </MenuItem>
  );
}
