import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SplitConfirmation } from '../../../../shared/schemas/split-confirmations';

/**
 * On a party's row whose queued confirmation e-mail was given up after its retries (decision
 * 034): the owner resends it (the Resend button beside it mints a new link). Nothing otherwise.
 */
export function PartyEmailFailedNote({
  answer,
  email,
}: {
  answer: Pick<SplitConfirmation['parties'][number], 'emailFailed'> | undefined;
  email: string | null;
}) {
  const { t } = useTranslation('splits');
  if (!answer?.emailFailed) return null;
  return (
    <span className="flex basis-full items-center gap-1 text-xs text-amber-300">
      <AlertTriangle className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {t('agreement.emailFailed', { email: email ?? '' })}
    </span>
  );
}
