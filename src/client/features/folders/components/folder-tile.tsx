import { useDroppable } from '@dnd-kit/core';
import { Folder as FolderIcon, FolderX, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Folder } from '../../../../shared/schemas/folders';
import { UNFILED_FOLDER } from '../../../../shared/schemas/projects';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import type { FolderChoice } from '../lib/folder-rules';

/** What a folder tile tells a drag that ends over it (read by the page's drop handler). */
export interface FolderDropData {
  kind: 'folder';
  folderId: FolderChoice;
  name: string;
}

const TILE_CLASS =
  'relative flex min-w-0 items-center gap-3 rounded-2xl border bg-zinc-900/60 p-4 transition-colors ' +
  'hover:bg-zinc-900 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-400';

/** The tile's border: brand while a dragged project is over it, to say "drop here". */
const borderOf = (isOver: boolean) =>
  isOver ? 'border-brand-400 bg-brand-600/10' : 'border-zinc-800 hover:border-zinc-700';

/** Makes a tile a drop target that files the dragged project in `folderId`. */
function useFolderDrop(folderId: FolderChoice, name: string) {
  const data: FolderDropData = { kind: 'folder', folderId, name };
  return useDroppable({ id: `folder:${folderId ?? UNFILED_FOLDER}`, data });
}

interface FolderTileProps {
  folder: Folder;
  onRename: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

/** One folder: its name opens it, its count, Rename and Delete; projects can be dropped on it. */
export const FolderTile = memo(function FolderTile({
  folder,
  onRename,
  onDelete,
}: FolderTileProps) {
  const { t } = useTranslation('folders');
  const { setNodeRef, isOver } = useFolderDrop(folder.id, folder.name);
  return (
    <li ref={setNodeRef} className={`${TILE_CLASS} ${borderOf(isOver)}`}>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600/15 text-brand-300">
        <FolderIcon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-white">
          {/* The link's target area spans the tile; the menu sits above it. */}
          <Link
            to={`/folders/${folder.id}`}
            className="block truncate after:absolute after:inset-0 after:rounded-2xl hover:text-brand-200 focus-visible:outline-none!"
          >
            {folder.name}
          </Link>
        </h3>
        <p className="text-xs text-zinc-400">{t('tile.count', { count: folder.projectCount })}</p>
      </div>
      <Menu>
        <MenuTrigger
          aria-label={t('tile.actions', { name: folder.name })}
          title={t('tile.actions', { name: folder.name })}
          className="relative z-10 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-zinc-400 hover:bg-zinc-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=open]:bg-zinc-800"
        >
          <MoreHorizontal className="h-4 w-4" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuItem onSelect={() => onRename(folder)}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('tile.rename')}
          </MenuItem>
          <MenuItem tone="danger" onSelect={() => onDelete(folder)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('tile.delete')}
          </MenuItem>
        </MenuContent>
      </Menu>
    </li>
  );
});

/** "No folder": opens the projects filed nowhere; dropping a project here takes it out of its folder. */
export function UnfiledTile() {
  const { t } = useTranslation('folders');
  const name = t('move.noFolder');
  const { setNodeRef, isOver } = useFolderDrop(null, name);
  return (
    <li ref={setNodeRef} className={`${TILE_CLASS} border-dashed ${borderOf(isOver)}`}>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-zinc-800 text-zinc-300">
        <FolderX className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-white">
          <Link
            to={`/projects?folder=${UNFILED_FOLDER}`}
            className="block truncate after:absolute after:inset-0 after:rounded-2xl hover:text-brand-200 focus-visible:outline-none!"
          >
            {name}
          </Link>
        </h3>
        <p className="text-xs text-zinc-400">{t('tile.unfiledHint')}</p>
      </div>
    </li>
  );
}
