import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Credit } from '../../../../shared/schemas/credits';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteCredit } from '../api/credits';

/** How long the confirm toast waits for an answer: long enough to read it and decide. */
const CONFIRM_TOAST_MS = 10_000;

/** Part 2 §5: deleting a credit asks first, in a toast saying it cannot be undone. */
export function useConfirmDeleteCredit(projectId: string): (credit: Credit) => void {
  const { t } = useTranslation('credits');
  const remove = useDeleteCredit(projectId);
  return (credit) => {
    const name = credit.name.trim() || t('list.needName');
    toast.warning(t('delete.confirmTitle', { name }), {
      description: t('delete.confirmBody'),
      duration: CONFIRM_TOAST_MS,
      action: {
        label: t('delete.confirm'),
        onClick: () =>
          remove.mutate(credit.id, {
            onSuccess: () => toast.success(t('toasts.deleted'), { description: name }),
            onError: (failure) => toast.error(errorMessage(failure, t('toasts.deleteFailed'))),
          }),
      },
      cancel: { label: t('common:cancel'), onClick: () => undefined },
    });
  };
}
