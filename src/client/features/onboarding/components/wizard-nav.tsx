import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyIcon } from '../../../components/busy-icon';
import { Button } from '../../../components/ui/button';

interface WizardNavProps {
  isFirst: boolean;
  isLast: boolean;
  canAdvance: boolean;
  saving: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

/** Previous / Next, and "Start Creating" on the last step (part 1 §2). */
export function WizardNav(props: WizardNavProps) {
  const { isFirst, isLast, canAdvance, saving, onPrevious, onNext, onFinish } = props;
  const { t } = useTranslation('onboarding');
  return (
    <div className="mt-10 flex flex-col gap-3">
      {!canAdvance && (
        <p id="onboarding-guard" className="text-right text-xs text-zinc-400">
          {t('nav.profileHint')}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="secondary-strong"
          size="wizard"
          focus="native"
          dimmed={50}
          onClick={onPrevious}
          disabled={isFirst || saving}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('nav.previous')}
        </Button>
        {isLast ? (
          <Button
            variant="primary"
            size="wizard"
            focus="native"
            dimmed={50}
            onClick={onFinish}
            disabled={saving}
          >
            <BusyIcon busy={saving} icon={Rocket} />
            {saving ? t('nav.settingUp') : t('nav.startCreating')}
          </Button>
        ) : (
          <Button
            variant="primary"
            size="wizard"
            focus="native"
            dimmed={50}
            onClick={onNext}
            disabled={!canAdvance}
            aria-describedby={canAdvance ? undefined : 'onboarding-guard'}
          >
            {t('nav.next')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
