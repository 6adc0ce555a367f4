import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Split } from '../../../../shared/schemas/splits';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSplit } from '../api/splits';
import { formatPercent } from '../lib/split-list';

interface DeleteSplitDialogProps {
  projectId: string;
  split: Split;
  onClose: () => void;
  /** Where focus goes once the dialog has closed. */
  onCloseAutoFocus: () => void;
}

/** "Are you sure you want to delete this split?" (part 2 §5), then the delete. */
export function DeleteSplitDialog({
  projectId,
  split,
  onClose,
  onCloseAutoFocus,
}: DeleteSplitDialogProps) {
  const { t } = useTranslation('splits');
  const remove = useDeleteSplit(projectId);

  const handleDelete = () => {
    remove.mutate(split.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'), {
          description: `${split.name} · ${formatPercent(split.percentage)}`,
        });
        onClose();
      },
      onError: (failure) => toast.error(errorMessage(failure, t('toasts.deleteFailed'))),
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-white">
            {t('delete.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-300">
            {t('delete.body')}
          </Dialog.Description>
          <p className="mt-2 text-sm text-zinc-400 [overflow-wrap:anywhere]">
            {t('delete.detail', {
              name: split.name,
              percentage: formatPercent(split.percentage),
              type: t(`types.${split.splitType}`),
            })}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close
              disabled={remove.isPending}
              className="rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 disabled:opacity-60"
            >
              {t('delete.cancel')}
            </Dialog.Close>
            <button
              type="button"
              onClick={handleDelete}
              disabled={remove.isPending}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500 disabled:opacity-60"
            >
              {remove.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <Trash2 className="h-4 w-4" aria-hidden />
              )}
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
