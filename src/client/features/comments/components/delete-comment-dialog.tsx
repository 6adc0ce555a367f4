import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Comment, CommentReply } from '../../../../shared/schemas/comments';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteCommentDialogProps {
  comment: Comment | CommentReply | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (comment: Comment | CommentReply) => void;
}

/** "Delete this comment?" confirm, quoting the comment (long ones cut to four lines). */
export function DeleteCommentDialog({
  comment,
  deleting,
  onCancel,
  onConfirm,
}: DeleteCommentDialogProps) {
  const { t } = useTranslation('comments');
  return (
    <ConfirmDialog
      icon={Trash2}
      open={comment !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('deleteDialog.title')}
      body={
        <span className="line-clamp-4 whitespace-pre-wrap">
          {t('deleteDialog.body', { body: comment?.body ?? '' })}
        </span>
      }
      labels={{ confirm: t('deleteDialog.confirm'), pending: t('deleteDialog.confirm') }}
      pending={deleting}
      onConfirm={() => comment && onConfirm(comment)}
    />
  );
}
