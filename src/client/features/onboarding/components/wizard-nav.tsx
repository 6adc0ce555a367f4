import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyIcon } from '../../../components/busy-icon';

interface WizardNavProps {
  isFirst: boolean;
  isLast: boolean;
  canAdvance: boolean;
  saving: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

const base =
  'inline-flex items-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

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
        <button
          type="button"
          onClick={onPrevious}
          disabled={isFirst || saving}
          className={`${base} border border-zinc-700 text-zinc-200 hover:bg-zinc-800`}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('nav.previous')}
        </button>
        {isLast ? (
          <button
            type="button"
            onClick={onFinish}
            disabled={saving}
            className={`${base} bg-brand-600 text-white hover:bg-brand-500`}
          >
            <BusyIcon busy={saving} icon={Rocket} />
            {saving ? t('nav.settingUp') : t('nav.startCreating')}
          </button>
        ) : (
          <button
            type="button"
            onClick={onNext}
            disabled={!canAdvance}
            aria-describedby={canAdvance ? undefined : 'onboarding-guard'}
            className={`${base} bg-brand-600 text-white hover:bg-brand-500`}
          >
            {t('nav.next')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
