import { FolderPlus, Folders } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '../../../../shared/schemas/folders';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { useFolders } from '../api/folders';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { FolderNameDialog } from './folder-name-dialog';
import { FolderTile, UnfiledTile } from './folder-tile';

const GRID_CLASS = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * The top of /folders: the page's title and "New folder", then the profile's folders by name
 * with their counts (a page at a time), each a drop target for project cards, after the
 * "No folder" tile that takes a dropped project out of its folder.
 */
export function FoldersOverview() {
  const { t } = useTranslation('folders');
  const folders = useFolders();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Folder | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const handleRename = useCallback((folder: Folder) => setRenaming(folder), []);
  const handleDelete = useCallback((folder: Folder) => setDeleting(folder), []);

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('page.subtitle')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <FolderPlus className="h-4 w-4" aria-hidden />
          {t('create.button')}
        </Button>
      </header>
      <section aria-labelledby="folders-heading" className="space-y-3">
        <h2
          id="folders-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-zinc-100 focus:outline-none"
        >
          {t('page.listHeading')}
        </h2>
        {folders.data ? (
          <>
            <ul aria-labelledby="folders-heading" className={GRID_CLASS}>
              <UnfiledTile />
              {folders.items.map((folder) => (
                <FolderTile
                  key={folder.id}
                  folder={folder}
                  onRename={handleRename}
                  onDelete={handleDelete}
                />
              ))}
            </ul>
            {folders.items.length === 0 && (
              <EmptyPanel
                icon={Folders}
                title={t('empty.title')}
                body={t('empty.body')}
                action={
                  <Button variant="secondary" onClick={() => setCreating(true)}>
                    <FolderPlus className="h-4 w-4" aria-hidden />
                    {t('create.button')}
                  </Button>
                }
              />
            )}
            <NamespacedListFooter list={folders} namespace="folders" autoLoad={false} />
          </>
        ) : folders.isError ? (
          <ErrorState
            title={t('error.title')}
            body={t('error.body')}
            retryLabel={t('common:retry')}
            retrying={folders.isFetching}
            onRetry={() => void folders.refetch()}
          />
        ) : (
          <div role="status" className={GRID_CLASS}>
            <span className="sr-only">{t('page.loading')}</span>
            {Array.from({ length: 4 }, (_, index) => (
              <span
                key={index}
                aria-hidden
                className="h-[4.5rem] animate-pulse rounded-2xl border border-zinc-800 bg-zinc-900/60"
              />
            ))}
          </div>
        )}
      </section>
      <FolderNameDialog open={creating} onOpenChange={setCreating} />
      <FolderNameDialog
        folder={renaming}
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
      />
      <DeleteFolderDialog
        folder={deleting}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={() => heading.current?.focus()}
      />
    </>
  );
}
