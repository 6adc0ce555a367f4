import {
  Check,
  FolderOpen,
  Lightbulb,
  Mic,
  PenLine,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GOALS } from '../../../../shared/constants';
import type { Goal } from '../onboarding-draft';
import { StepHeading } from './step-heading';
import { ToggleCard } from '../../../components/ui/toggle-card';

const GOAL_ICONS: Record<Goal, LucideIcon> = {
  songwriting: PenLine,
  recording: Mic,
  collaboration: Users,
  demos: Sparkles,
  inspiration: Lightbulb,
  portfolio: FolderOpen,
};

/** Step 3: six toggle cards; the count is announced as it changes. */
export function GoalsStep({ goals, onToggle }: { goals: Goal[]; onToggle: (goal: Goal) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="step-title">
      <StepHeading id="step-title" title={t('goals.title')} subtitle={t('goals.subtitle')} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {GOALS.map((goal) => {
          const Icon = GOAL_ICONS[goal];
          const selected = goals.includes(goal);
          return (
            <ToggleCard key={goal} pressed={selected} onClick={() => onToggle(goal)}>
              {selected && (
                <Check className="absolute right-4 top-4 h-5 w-5 text-brand-400" aria-hidden />
              )}
              <Icon
                className={`mb-3 h-6 w-6 ${selected ? 'text-brand-400' : 'text-zinc-400'}`}
                aria-hidden
              />
              <span className="block font-semibold text-zinc-100">{t(`goals.${goal}`)}</span>
              <span className="mt-1 block text-sm text-zinc-400">{t(`goals.${goal}Body`)}</span>
            </ToggleCard>
          );
        })}
      </div>
      <p aria-live="polite" className="mt-6 text-center text-sm font-medium text-brand-400">
        {t('goals.selected', { count: goals.length })}
      </p>
    </section>
  );
}
