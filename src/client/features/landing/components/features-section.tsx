import { Mic, PenLine, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const FEATURES: readonly {
  id: 'studio' | 'lyrics' | 'collaborate' | 'profile';
  icon: LucideIcon;
  tint: string;
}[] = [
  { id: 'studio', icon: Mic, tint: 'from-brand-500 to-fuchsia-500' },
  { id: 'lyrics', icon: PenLine, tint: 'from-sky-500 to-brand-500' },
  { id: 'collaborate', icon: Users, tint: 'from-emerald-500 to-sky-500' },
  { id: 'profile', icon: UserRound, tint: 'from-amber-500 to-rose-500' },
];

/** The four product pillars: studio, lyrics, collaboration, artist profile. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-20 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          subtitle={t('features.subtitle')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ id, icon: Icon, tint }) => (
            <li
              key={id}
              className="group relative overflow-hidden rounded-2xl border border-white/5 bg-zinc-900/60 p-6 transition hover:-translate-y-1 hover:border-white/10 hover:bg-zinc-900"
            >
              <span
                className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br ${tint} shadow-lg shadow-black/30`}
              >
                <Icon aria-hidden className="h-6 w-6 text-white" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-white">
                {t(`features.items.${id}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-400">
                {t(`features.items.${id}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
