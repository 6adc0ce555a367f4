import { Check, FolderKanban, Globe2, Mic, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card';
import { StepHeading } from './step-heading';

const FEATURES = [
  { key: 'voice', icon: Mic },
  { key: 'lyrics', icon: PenLine },
  { key: 'collaboration', icon: Globe2 },
  { key: 'projects', icon: FolderKanban },
] as const;

/** Step 4: the four tools, informational only (the spec's buttons here did nothing). */
export function FeaturesStep() {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="step-title">
      <StepHeading id="step-title" title={t('features.title')} subtitle={t('features.subtitle')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ key, icon }) => (
          <InfoCard key={key} icon={icon} title={t(`features.${key}Title`)}>
            <p>{t(`features.${key}Body`)}</p>
            <p className="mt-3 flex items-center gap-2 text-zinc-300">
              <Check className="h-4 w-4 text-emerald-400" aria-hidden />
              {t(`features.${key}Point`)}
            </p>
          </InfoCard>
        ))}
      </div>
    </section>
  );
}
