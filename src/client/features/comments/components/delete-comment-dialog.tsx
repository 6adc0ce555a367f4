import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../shared/schemas/comments';
import {
  dangerButtonClass,
  dialogContentClass,
  dialogOverlayClass,
  secondaryButtonClass,
} from './comment-styles';

interface DeleteCommentDialogProps {
  comment: Comment | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (comment: Comment) => void;
}

/** "Delete this comment?" confirm (an alert dialog: Cancel has the focus first). */
export function DeleteCommentDialog({
  comment,
  deleting,
  onCancel,
  onConfirm,
}: DeleteCommentDialogProps) {
  const { t } = useTranslation('comments');
  return (
    <Dialog.Root open={comment !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content role="alertdialog" className={dialogContentClass}>
          <div className="flex items-start gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-500/15 text-red-300">
              <Trash2 className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-white">
                {t('deleteDialog.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-2 line-clamp-4 whitespace-pre-wrap break-words text-sm text-zinc-400">
                {t('deleteDialog.body', { body: comment?.body ?? '' })}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('deleteDialog.cancel')}</Dialog.Close>
            <button
              type="button"
              className={dangerButtonClass}
              disabled={deleting}
              onClick={() => comment && onConfirm(comment)}
            >
              {t('deleteDialog.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
