import {
  Download,
  Gauge,
  History,
  MoreHorizontal,
  Music,
  Pencil,
  Pin,
  PinOff,
  Share2,
  Star,
  Trash2,
} from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu';
import { QueueMenuItems } from '../../../components/queue-menu-items';
import { AddToPlaylistItem } from './add-to-playlist-item';
import { AddToReleaseItem } from './add-to-release-item';
import { LeaveProjectItem } from './leave-project-item';
import { ShareSongItem } from './share-song-item';
import { canMakeSong, type SongRowHandlers } from './song-row-types';

interface SongRowMenuProps {
  song: AudioFile;
  canEdit: boolean;
  canDelete: boolean;
  canLeave: boolean;
  /** undefined: the table has no pinning (project audio tab). */
  pinned?: boolean;
  versionsOpen: boolean;
  handlers: SongRowHandlers;
}

/** The row's "..." menu (part 2 §2: Studio, Library and Audio tab row menus). */
export function SongRowMenu({
  song,
  canEdit,
  canDelete,
  canLeave,
  pinned,
  versionsOpen,
  handlers,
}: SongRowMenuProps) {
  const { t } = useTranslation('audio');
  // "Edit Title" focuses the title field: the menu must not take the focus back on closing.
  const keepFocus = useRef(false);
  return (
    <Menu modal={false}>
      <MenuTrigger
        aria-label={t('row.menu', { title: song.title })}
        className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=open]:bg-zinc-800 data-[state=open]:text-white"
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden />
      </MenuTrigger>
      <MenuContent
        align="end"
        sideOffset={4}
        className="min-w-[14rem]"
        onCloseAutoFocus={(event) => {
          if (keepFocus.current) event.preventDefault();
          keepFocus.current = false;
        }}
      >
        {canEdit && (
          <MenuItem
            onSelect={() => {
              keepFocus.current = true;
              handlers.setEditing(song.id);
            }}
          >
            <Pencil className="h-4 w-4" aria-hidden />
            {t('menu.editTitle')}
          </MenuItem>
        )}
        {pinned !== undefined && handlers.togglePin && (
          <MenuItem onSelect={() => handlers.togglePin?.(song)}>
            {pinned ? (
              <PinOff className="h-4 w-4" aria-hidden />
            ) : (
              <Pin className="h-4 w-4" aria-hidden />
            )}
            {pinned ? t('menu.unpin') : t('menu.pin')}
          </MenuItem>
        )}
        <QueueMenuItems tracks={[song]} />
        <ShareSongItem song={song} />
        <MenuItem onSelect={() => handlers.share(song)}>
          <Share2 className="h-4 w-4" aria-hidden />
          {t('menu.share')}
        </MenuItem>
        <AddToPlaylistItem song={song} />
        <AddToReleaseItem song={song} />
        <MenuItem asChild>
          <a href={`${song.url}?download=1`} download={song.originalName}>
            <Download className="h-4 w-4" aria-hidden />
            {t('menu.download')}
          </a>
        </MenuItem>
        {canEdit && (
          <MenuItem onSelect={() => handlers.requestMarkLatest(song)}>
            <Star className="h-4 w-4" aria-hidden />
            {t('menu.markLatest')}
          </MenuItem>
        )}
        {canEdit && canMakeSong(song) && (
          <MenuItem onSelect={() => handlers.makeSong(song)}>
            <Music className="h-4 w-4" aria-hidden />
            {t('menu.makeSong')}
          </MenuItem>
        )}
        {/* The panel under the row: the analysis, and the versions with their A/B when several. */}
        <MenuItem onSelect={() => handlers.toggleVersions(song)}>
          {song.versionCount > 1 ? (
            <History className="h-4 w-4" aria-hidden />
          ) : (
            <Gauge className="h-4 w-4" aria-hidden />
          )}
          {song.versionCount > 1
            ? versionsOpen
              ? t('menu.hideVersions')
              : t('menu.showVersions', { count: song.versionCount })
            : versionsOpen
              ? t('menu.hideAnalysis')
              : t('menu.showAnalysis')}
        </MenuItem>
        {canLeave && <LeaveProjectItem song={song} />}
        {canDelete && (
          <>
            <MenuSeparator />
            <MenuItem tone="danger" onSelect={() => handlers.requestDelete(song)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('menu.delete')}
            </MenuItem>
          </>
        )}
      </MenuContent>
    </Menu>
  );
}
