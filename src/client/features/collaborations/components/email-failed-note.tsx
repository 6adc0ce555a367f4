import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Collaboration } from '../../../../shared/schemas/collaborations';

/**
 * On a pending invitation whose queued e-mail was given up after its retries (decision 034):
 * the owner carries the link (Copy invite link, beside it) or tries Resend. Nothing otherwise.
 */
export function EmailFailedNote({
  invitation,
}: {
  invitation: Pick<Collaboration, 'emailFailed' | 'inviteEmail'>;
}) {
  const { t } = useTranslation('collaborations');
  if (!invitation.emailFailed) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-amber-300">
      <AlertTriangle className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {t('pending.emailFailed', { email: invitation.inviteEmail })}
    </p>
  );
}
