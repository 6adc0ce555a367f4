import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { ONBOARDING_STEPS } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { useSaveOnboardingProfile } from '../api/save-onboarding-profile';
import {
  canLeaveStep,
  clampStepIndex,
  draftToProfileInput,
  initialDraft,
  toggleGoal,
  type OnboardingDraft,
} from '../onboarding-draft';
import { FeaturesStep } from './features-step';
import { GoalsStep } from './goals-step';
import { LaunchStep } from './launch-step';
import { OnboardingProgress } from './onboarding-progress';
import { ProfileStep } from './profile-step';
import { WelcomeStep } from './welcome-step';
import { WizardNav } from './wizard-nav';

/** The five-step wizard; its answers are saved only by "Start Creating". */
export function OnboardingWizard({ artistName }: { artistName: string | null }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const save = useSaveOnboardingProfile();
  const [stepIndex, setStepIndex] = useState(0);
  const [draft, setDraft] = useState<OnboardingDraft>(() => initialDraft(artistName));
  const step = ONBOARDING_STEPS[stepIndex]!;
  const contentRef = useRef<HTMLDivElement>(null);
  const isFirstRender = useRef(true);

  // Moving between steps puts keyboard and screen-reader focus on the new step's title.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    contentRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [stepIndex]);

  const update = (changes: Partial<OnboardingDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  const handleFinish = () => {
    const input = draftToProfileInput(draft);
    // Unreachable through the guard, but never send an incomplete profile.
    if (!input) return setStepIndex(ONBOARDING_STEPS.indexOf('profile'));
    save.mutate(input, {
      onSuccess: () => void navigate('/home'),
      onError: (error) =>
        toast.error(t('errors.title'), {
          description:
            error instanceof ApiError && error.shownMessage
              ? error.shownMessage
              : t('errors.saveFailed'),
        }),
    });
  };

  return (
    <div className="mx-auto w-full max-w-4xl">
      <OnboardingProgress stepIndex={stepIndex} />
      <div ref={contentRef} className="mt-10">
        {step === 'welcome' && <WelcomeStep />}
        {step === 'profile' && <ProfileStep draft={draft} onChange={update} />}
        {step === 'goals' && (
          <GoalsStep
            goals={draft.goals}
            onToggle={(goal) => update({ goals: toggleGoal(draft.goals, goal) })}
          />
        )}
        {step === 'features' && <FeaturesStep />}
        {step === 'first-project' && (
          <LaunchStep artistName={draft.artistName} goalCount={draft.goals.length} />
        )}
      </div>
      <WizardNav
        isFirst={stepIndex === 0}
        isLast={stepIndex === ONBOARDING_STEPS.length - 1}
        canAdvance={canLeaveStep(step, draft)}
        saving={save.isPending}
        onPrevious={() => setStepIndex((index) => clampStepIndex(index - 1))}
        onNext={() => setStepIndex((index) => clampStepIndex(index + 1))}
        onFinish={handleFinish}
      />
    </div>
  );
}
