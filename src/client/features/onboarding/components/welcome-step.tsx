import { Globe2, Mic, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card';
import { StepHeading } from './step-heading';

const CARDS = [
  { key: 'record', icon: Mic },
  { key: 'ai', icon: Sparkles },
  { key: 'collaboration', icon: Globe2 },
] as const;

/** Step 1: what Trackroom is, in three cards. */
export function WelcomeStep() {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="step-title">
      <StepHeading id="step-title" title={t('welcome.title')} subtitle={t('welcome.subtitle')} />
      <div className="grid gap-4 sm:grid-cols-3">
        {CARDS.map(({ key, icon }) => (
          <InfoCard key={key} icon={icon} title={t(`welcome.${key}Title`)}>
            {t(`welcome.${key}Body`)}
          </InfoCard>
        ))}
      </div>
    </section>
  );
}
