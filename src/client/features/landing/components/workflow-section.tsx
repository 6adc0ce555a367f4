import { Lightbulb, Send, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { StatsBlock } from './stats-block';

const STEPS: readonly { id: 'capture' | 'shape' | 'share'; icon: LucideIcon }[] = [
  { id: 'capture', icon: Lightbulb },
  { id: 'shape', icon: SlidersHorizontal },
  { id: 'share', icon: Send },
];

/** "How it works": three steps, then the marketing stats. */
export function WorkflowSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="workflow-title"
      className="scroll-mt-20 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="workflow-title"
          eyebrow={t('workflow.eyebrow')}
          title={t('workflow.title')}
          subtitle={t('workflow.subtitle')}
        />
        <ol className="relative mt-14 grid gap-6 md:grid-cols-3">
          <span
            aria-hidden
            className="absolute top-10 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-500/0 via-brand-500/50 to-brand-500/0 md:block"
          />
          {STEPS.map(({ id, icon: Icon }, i) => (
            <li
              key={id}
              className="relative rounded-2xl border border-white/5 bg-zinc-900/60 p-6 text-center"
            >
              <span className="relative mx-auto flex h-14 w-14 items-center justify-center rounded-full border border-brand-500/40 bg-zinc-950 text-brand-400">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <p className="mt-5 text-xs font-semibold tracking-widest text-zinc-400 uppercase">
                {t('workflow.stepLabel', { number: i + 1 })}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-white">
                {t(`workflow.steps.${id}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-400">
                {t(`workflow.steps.${id}.text`)}
              </p>
            </li>
          ))}
        </ol>
        <StatsBlock />
      </div>
    </section>
  );
}
