import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';

/**
 * What an action on a user's account does with the answer, the same for each: say what was done
 * and close the dialog, or say why it failed (the dialog stays open for another try).
 */
export function userActionOutcome(t: TFunction<'admin'>, done: () => string, onClose: () => void) {
  return {
    onSuccess: () => {
      toast.success(done());
      onClose();
    },
    onError: (error: unknown) => toast.error(errorMessage(error, t('users.actionFailed'))),
  };
}
