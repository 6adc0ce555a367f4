import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '../../../../shared/schemas/folders';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useDeleteFolder } from '../api/folders';

interface DeleteFolderDialogProps {
  /** The folder to delete; the dialog is closed while null. */
  folder: Folder | null;
  onClose: () => void;
  /** After the folder is gone (leave its page, move focus). */
  onDeleted?: () => void;
  onCloseAutoFocus?: () => void;
}

/** Deletes a folder after asking, saying plainly that its projects are kept. */
export function DeleteFolderDialog({
  folder,
  onClose,
  onDeleted,
  onCloseAutoFocus,
}: DeleteFolderDialogProps) {
  const { t } = useTranslation('folders');
  const remove = useDeleteFolder();
  const handleConfirm = () => {
    if (!folder) return;
    remove.mutate(folder.id, {
      onSuccess: () => {
        toast.success(t('delete.done', { name: folder.name }));
        onClose();
        onDeleted?.();
      },
      onError: (error) =>
        toast.error(t('delete.failed'), {
          description: error instanceof ApiError ? error.shownMessage : t('tryAgain'),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={folder !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title', { name: folder?.name ?? '' })}
      body={t('delete.body', { count: folder?.projectCount ?? 0 })}
      labels={{ confirm: t('delete.confirm'), pending: t('delete.pending') }}
      pending={remove.isPending}
      onConfirm={handleConfirm}
      icon={Trash2}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
