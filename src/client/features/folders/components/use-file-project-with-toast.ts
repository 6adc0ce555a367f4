import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useFileProject, useFolders } from '../api/folders';
import type { FolderChoice } from '../lib/folder-rules';

/**
 * Files a project in a folder (or in none) and says so in a toast naming both, for the
 * "Move to folder…" dialog and for a card dropped on a folder alike.
 */
export function useFileProjectWithToast() {
  const { t } = useTranslation('folders');
  const { mutate, isPending } = useFileProject();
  const { items: folders } = useFolders();
  const file = useCallback(
    (project: { id: string; title: string }, folderId: FolderChoice, onDone?: () => void) => {
      const folder = folders.find((item) => item.id === folderId);
      mutate(
        { projectId: project.id, folderId },
        {
          onSuccess: () => {
            toast.success(
              folderId === null
                ? t('move.doneNoFolder', { title: project.title })
                : t('move.done', { title: project.title, name: folder?.name ?? '' }),
            );
            onDone?.();
          },
          onError: (error) =>
            toast.error(t('move.failed'), {
              description: error instanceof ApiError ? error.shownMessage : t('tryAgain'),
            }),
        },
      );
    },
    [folders, mutate, t],
  );
  return { file, isPending };
}
