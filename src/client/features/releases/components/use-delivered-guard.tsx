import { Undo2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Release } from '../../../../shared/schemas/releases';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import type { useUpdateRelease } from '../api/releases';

/**
 * Runs an edit of the release. A delivered release changes only once back in draft (the
 * server answers 409 otherwise), so the person is asked first; `backToDraft` tells the edit
 * the release went (or, for a PATCH, goes with it) back to draft.
 */
export type EditGuard = (edit: (backToDraft: boolean) => void) => void;

/**
 * The guard for an editor's edits and its "Take it back to draft to edit?" dialog. A PATCH
 * carries `status: 'draft'` itself (`patchesItself`); other edits (tracks, artwork) wait for
 * the PATCH to draft first.
 */
export function useDeliveredGuard(release: Release, update: ReturnType<typeof useUpdateRelease>) {
  const { t } = useTranslation('releases');
  const [waiting, setWaiting] = useState<{
    edit: (backToDraft: boolean) => void;
    patchesItself: boolean;
  } | null>(null);
  const delivered = release.status === 'delivered';

  const ask = useCallback(
    (edit: (backToDraft: boolean) => void, patchesItself: boolean) => {
      if (delivered) setWaiting({ edit, patchesItself });
      else edit(false);
    },
    [delivered],
  );
  const guard = useCallback<EditGuard>((edit) => ask(edit, false), [ask]);
  const guardPatch = useCallback<EditGuard>((edit) => ask(edit, true), [ask]);

  const handleConfirm = () => {
    if (!waiting) return;
    const { edit, patchesItself } = waiting;
    if (patchesItself) {
      setWaiting(null);
      edit(true);
      return;
    }
    update.mutate(
      { status: 'draft' },
      {
        onSuccess: () => {
          setWaiting(null);
          edit(true);
        },
        onError: (error) => {
          setWaiting(null);
          toast.error(t('toast.statusFailed'), { description: errorMessage(error, t('tryAgain')) });
        },
      },
    );
  };

  const dialog = (
    <ConfirmDialog
      icon={Undo2}
      variant="primary"
      open={waiting !== null}
      onOpenChange={(open) => !open && !update.isPending && setWaiting(null)}
      title={t('backToDraft.title')}
      body={t('backToDraft.body')}
      labels={{ confirm: t('backToDraft.confirm'), pending: t('backToDraft.pending') }}
      pending={update.isPending}
      onConfirm={handleConfirm}
    />
  );
  return { guard, guardPatch, dialog };
}
