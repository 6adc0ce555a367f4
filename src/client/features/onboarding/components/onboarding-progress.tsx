import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, onboardingPercent } from '../../../../shared/constants';

/** "Step N of 5", "N% complete" and the bar between them (part 1 §2). */
export function OnboardingProgress({ stepIndex }: { stepIndex: number }) {
  const { t } = useTranslation('onboarding');
  const percent = onboardingPercent(stepIndex);
  const total = ONBOARDING_STEPS.length;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-medium text-zinc-200">
          {t('progress.step', { current: stepIndex + 1, total })}
        </span>
        <span className="text-zinc-400">{t('progress.percent', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.step', { current: stepIndex + 1, total })}
        className="h-2 overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-fuchsia-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 hidden justify-between text-xs sm:flex">
        {ONBOARDING_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === stepIndex ? 'step' : undefined}
            className={index <= stepIndex ? 'font-medium text-brand-400' : 'text-zinc-400'}
          >
            {t(`stepNames.${step}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
