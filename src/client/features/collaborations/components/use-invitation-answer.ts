import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import {
  useAcceptInvitation,
  useDeclineInvitation,
  type InvitationAnswer,
} from '../api/invitations';

interface Answerable extends InvitationAnswer {
  projectId: string;
  projectTitle: string;
}

/** Accept (toast, then open the project) or decline (toast, then `afterDecline`) an invitation. */
export function useInvitationAnswer(afterDecline?: () => void) {
  const { t } = useTranslation('collaborations');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  return {
    /** The invitation being answered, if any: its buttons wait. */
    busyId: accept.isPending
      ? accept.variables.id
      : decline.isPending
        ? decline.variables.id
        : null,
    accept: ({ id, token, projectId, projectTitle }: Answerable) =>
      accept.mutate(
        { id, token },
        {
          onSuccess: () => {
            toast.success(t('answer.accepted'), {
              description: t('answer.acceptedBody', { project: projectTitle }),
            });
            void navigate(`/projects/${projectId}`);
          },
          onError: (failure) => toast.error(errorMessage(failure, t('answer.acceptFailed'))),
        },
      ),
    decline: ({ id, token, projectTitle }: Answerable) =>
      decline.mutate(
        { id, token },
        {
          onSuccess: () => {
            toast.success(t('answer.declined'), {
              description: t('answer.declinedBody', { project: projectTitle }),
            });
            afterDecline?.();
          },
          onError: (failure) => toast.error(errorMessage(failure, t('answer.declineFailed'))),
        },
      ),
  };
}
