import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShareLinkSummary } from '../../../../shared/schemas/share-links';

/**
 * On a live link whose queued e-mail to the recipient was given up after its retries (decision
 * 034): the sharer copies the link (Copy link, below it) and sends it another way. A revoked or
 * expired link needs no sending, so nothing is said of it; nor of an e-mail that went out.
 */
export function LinkEmailFailedNote({
  link,
}: {
  link: Pick<ShareLinkSummary, 'emailFailed' | 'recipientEmail' | 'state'>;
}) {
  const { t } = useTranslation('share-links');
  if (!link.emailFailed || link.state !== 'active') return null;
  return (
    <p
      className="flex items-center gap-1 text-sm text-amber-300"
      data-testid="share-link-email-failed"
    >
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
      {t('card.emailFailed', { email: link.recipientEmail ?? '' })}
    </p>
  );
}
