import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BusyIcon } from '../../../components/busy-icon';

interface AnswerButtonsProps {
  projectTitle: string;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** Accept and Decline for one invitation, named after its project for screen readers. */
export function AnswerButtons({ projectTitle, busy, onAccept, onDecline }: AnswerButtonsProps) {
  const { t } = useTranslation('collaborations');
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="secondary"
        onClick={onDecline}
        disabled={busy}
        aria-label={t('answer.declineLabel', { project: projectTitle })}
      >
        <X className="h-4 w-4" aria-hidden />
        {t('answer.decline')}
      </Button>
      <Button
        onClick={onAccept}
        disabled={busy}
        aria-label={t('answer.acceptLabel', { project: projectTitle })}
      >
        <BusyIcon busy={busy} icon={Check} />
        {t('answer.accept')}
      </Button>
    </div>
  );
}
