import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Download,
  History,
  MoreHorizontal,
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
import { AddToPlaylistItem } from './add-to-playlist-item';
import { LeaveProjectItem } from './leave-project-item';
import type { SongRowHandlers } from './song-row-types';
import { menuContentClass, menuItemClass, menuSeparatorClass } from './song-ui-styles';

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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('row.menu', { title: song.title })}
        className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=open]:bg-zinc-800 data-[state=open]:text-white"
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={menuContentClass}
          onCloseAutoFocus={(event) => {
            if (keepFocus.current) event.preventDefault();
            keepFocus.current = false;
          }}
        >
          {canEdit && (
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => {
                keepFocus.current = true;
                handlers.setEditing(song.id);
              }}
            >
              <Pencil className="h-4 w-4" aria-hidden />
              {t('menu.editTitle')}
            </DropdownMenu.Item>
          )}
          {pinned !== undefined && handlers.togglePin && (
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => handlers.togglePin?.(song)}
            >
              {pinned ? (
                <PinOff className="h-4 w-4" aria-hidden />
              ) : (
                <Pin className="h-4 w-4" aria-hidden />
              )}
              {pinned ? t('menu.unpin') : t('menu.pin')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={menuItemClass} onSelect={() => handlers.share(song)}>
            <Share2 className="h-4 w-4" aria-hidden />
            {t('menu.share')}
          </DropdownMenu.Item>
          <AddToPlaylistItem song={song} />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <a href={`${song.url}?download=1`} download={song.originalName}>
              <Download className="h-4 w-4" aria-hidden />
              {t('menu.download')}
            </a>
          </DropdownMenu.Item>
          {canEdit && (
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => handlers.requestMarkLatest(song)}
            >
              <Star className="h-4 w-4" aria-hidden />
              {t('menu.markLatest')}
            </DropdownMenu.Item>
          )}
          {song.versionCount > 1 && (
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => handlers.toggleVersions(song)}
            >
              <History className="h-4 w-4" aria-hidden />
              {versionsOpen
                ? t('menu.hideVersions')
                : t('menu.showVersions', { count: song.versionCount })}
            </DropdownMenu.Item>
          )}
          {canLeave && <LeaveProjectItem song={song} />}
          {canDelete && (
            <>
              <DropdownMenu.Separator className={menuSeparatorClass} />
              <DropdownMenu.Item
                className={`${menuItemClass} text-red-300 data-[highlighted]:bg-red-500/15 data-[highlighted]:text-red-200`}
                onSelect={() => handlers.requestDelete(song)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('menu.delete')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
