import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Split } from '../../../../shared/schemas/splits';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      icon={Trash2}
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete.title')}
      body={t('delete.body')}
      detail={t('delete.detail', {
        name: split.name,
        percentage: formatPercent(split.percentage),
        type: t(`types.${split.splitType}`),
      })}
      labels={{ confirm: t('delete.confirm'), pending: t('delete.deleting') }}
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  );
}
