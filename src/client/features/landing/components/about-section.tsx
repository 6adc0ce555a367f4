import { CircleCheck, Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const POINTS = ['oneHome', 'ownership', 'anywhere'] as const;

/** Why Trackroom exists, in three bullets. */
export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-title"
      className="scroll-mt-20 border-y border-white/5 bg-zinc-900/30 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="about-title"
            align="start"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
            subtitle={t('about.text')}
          />
          <ul className="mt-10 space-y-6">
            {POINTS.map((id) => (
              <li key={id} className="flex gap-4">
                <CircleCheck aria-hidden className="mt-0.5 h-6 w-6 flex-none text-brand-400" />
                <div>
                  <h3 className="font-semibold text-white">{t(`about.points.${id}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-zinc-400">
                    {t(`about.points.${id}.text`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden className="relative mx-auto w-full max-w-md">
          <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-600/30 via-fuchsia-500/10 to-sky-500/20 blur-2xl" />
          <div className="relative grid grid-cols-2 gap-4">
            <div className="col-span-2 flex items-center gap-4 rounded-2xl border border-white/10 bg-zinc-900/80 p-5">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600">
                <Headphones className="h-6 w-6 text-white" />
              </span>
              <div className="flex-1 space-y-2">
                <div className="h-2.5 w-3/4 rounded-full bg-white/20" />
                <div className="h-2 w-1/2 rounded-full bg-white/10" />
              </div>
            </div>
            {[0, 1].map((card) => (
              <div key={card} className="rounded-2xl border border-white/10 bg-zinc-900/80 p-5">
                <div className="flex h-16 items-end gap-1">
                  {[40, 70, 55, 90, 65, 35, 80, 50].map((h, i) => (
                    <span
                      key={i}
                      style={{ height: `${card ? 100 - h : h}%` }}
                      className="flex-1 rounded-full bg-gradient-to-t from-brand-600 to-fuchsia-400"
                    />
                  ))}
                </div>
                <div className="mt-4 h-2 w-2/3 rounded-full bg-white/15" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
