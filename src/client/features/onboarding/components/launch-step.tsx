import { Rocket, Target, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card';
import { StepHeading } from './step-heading';

const DONE = 'text-emerald-400 bg-emerald-500/15 ring-emerald-500/30';

/** Step 5 (first-project): a summary before "Start Creating" saves everything. */
export function LaunchStep({ artistName, goalCount }: { artistName: string; goalCount: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="step-title">
      <StepHeading id="step-title" title={t('launch.title')} subtitle={t('launch.subtitle')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InfoCard icon={UserCheck} title={t('launch.profileCreated')} accent={DONE}>
          {t('launch.profileCreatedBody', { name: artistName.trim() })}
        </InfoCard>
        <InfoCard icon={Target} title={t('launch.goalsDefined')} accent={DONE}>
          {t('launch.goalsCount', { count: goalCount })}
        </InfoCard>
        <InfoCard icon={Rocket} title={t('launch.readyToLaunch')} accent={DONE}>
          {t('launch.readyToLaunchBody')}
        </InfoCard>
      </div>
    </section>
  );
}
