import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronRight, ListMusic, ListPlus, Loader2, Lock, Plus, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistSummary } from '../../../../shared/schemas/playlists';
import { usePlaylists } from '../../playlists/api/playlist-queries';
import { requestNewPlaylist } from '../../playlists/components/new-playlist-request';
import { useAddToPlaylist } from '../../playlists/components/use-add-to-playlist';
import { menuContentClass, menuItemClass, menuSeparatorClass } from './song-ui-styles';

/**
 * The button that opened the menu `element` sits in, through any submenus: a menu is labelled
 * by its button (aria-labelledby), and a submenu's button sits in its parent menu.
 */
function menuButtonOf(element: Element | null): HTMLElement | null {
  let button: HTMLElement | null = null;
  let menu = element?.closest('[role="menu"]');
  while (menu) {
    const buttonId = menu.getAttribute('aria-labelledby');
    button = buttonId ? document.getElementById(buttonId) : null;
    menu = button?.closest('[role="menu"]');
  }
  return button;
}

/**
 * "Add to Playlist" in every song row menu (part 2 §2): a submenu with "New playlist…" and a
 * scrolling list of the profile's playlists. Adding is optimistic (the playlist counts the song
 * at once) and rolls back with the server's reason, e.g. 'This song is already in the playlist'.
 */
export function AddToPlaylistItem({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={`${menuItemClass} data-[state=open]:bg-zinc-800`}>
        <ListPlus className="h-4 w-4" aria-hidden />
        <span className="flex-1">{t('menu.addToPlaylist')}</span>
        <ChevronRight className="h-4 w-4 text-zinc-400" aria-hidden />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent
          sideOffset={6}
          collisionPadding={8}
          className={`${menuContentClass} w-64`}
        >
          <DropdownMenu.Item
            className={menuItemClass}
            // The menu closes; the name dialog opens outside it and returns focus to its button.
            onSelect={(event) =>
              requestNewPlaylist(song, menuButtonOf(event.currentTarget as Element))
            }
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('menu.newPlaylist')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={menuSeparatorClass} />
          <PlaylistChoices song={song} />
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

/** The profile's playlists to add the song to, with loading, empty and error lines. */
function PlaylistChoices({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  const playlists = usePlaylists();
  const { addSong } = useAddToPlaylist();

  if (playlists.data) {
    if (playlists.data.length === 0) {
      return (
        <DropdownMenu.Item disabled className={menuItemClass}>
          {t('menu.noPlaylists')}
        </DropdownMenu.Item>
      );
    }
    return (
      <DropdownMenu.Group
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
          <DropdownMenu.Item
            className={menuItemClass}
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
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Group>
    );
  }
  if (playlists.isError) {
    return (
      <>
        <DropdownMenu.Item disabled className={menuItemClass}>
          {t('menu.playlistsFailed')}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={menuItemClass}
          onSelect={(event) => {
            event.preventDefault();
            void playlists.refetch();
          }}
        >
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('menu.playlistsRetry')}
        </DropdownMenu.Item>
      </>
    );
  }
  return (
    <DropdownMenu.Item disabled className={menuItemClass}>
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {t('menu.playlistsLoading')}
    </DropdownMenu.Item>
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
    <DropdownMenu.Item
      // An inset ring: the scrolling list cuts off the focus outline drawn around an item.
      className={`${menuItemClass} focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400`}
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
    </DropdownMenu.Item>
  );
}
