import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scrollToSection } from '../lib/scroll-to-section';
import { PublicButton, publicButtonClasses } from '../../../components/ui/public-button';

/** Where a slide's call to action leads: a route, a landing section, or the demo studio. */
export type HeroCta =
  { kind: 'route'; to: string } | { kind: 'section'; id: string } | { kind: 'demo' };

export interface HeroSlideData {
  id: 'inspire' | 'create' | 'collaborate' | 'distribute' | 'succeed';
  icon: LucideIcon;
  /** Tailwind gradient stops for the slide's glow and artwork. */
  glow: string;
  accent: string;
  cta: HeroCta;
}

interface HeroSlideProps {
  slide: HeroSlideData;
  active: boolean;
  position: number;
  total: number;
  onDemo: () => void;
}

// Fixed bar heights (percent) so the artwork reads as a waveform without any image file.
const WAVE = [28, 44, 62, 38, 70, 92, 58, 40, 76, 100, 64, 46, 82, 54, 36, 60, 88, 72, 48, 30];

// The slide's call to action, a link or the demo button, in one look.
const ctaClass = publicButtonClasses({
  variant: 'hero',
  size: 'cta',
  className: 'transition sm:text-base',
});

/** One hero slide: eyebrow, headline, text and call to action, with CSS-only artwork. */
export function HeroSlide({ slide, active, position, total, onDemo }: HeroSlideProps) {
  const { t } = useTranslation('landing');
  const Icon = slide.icon;
  const key = `hero.slides.${slide.id}`;
  const label = (
    <>
      {t(`${key}.cta`)}
      <ArrowRight aria-hidden className="h-4 w-4" />
    </>
  );
  const cta = slide.cta;

  return (
    <div
      role="group"
      aria-roledescription={t('hero.slideRole')}
      aria-label={t('hero.slideLabel', { current: position, total })}
      aria-hidden={!active}
      inert={!active}
      className={`col-start-1 row-start-1 grid items-center gap-10 transition-opacity duration-700 motion-reduce:transition-none lg:grid-cols-[1.1fr_0.9fr] ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    >
      <div>
        <p
          className={`mb-4 inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-xs font-semibold tracking-widest uppercase ${slide.accent}`}
        >
          <Icon aria-hidden className="h-3.5 w-3.5" />
          {t(`${key}.eyebrow`)}
        </p>
        <h2 className="text-4xl leading-tight font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
          {t(`${key}.headline`)}
        </h2>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-zinc-300 sm:text-lg">
          {t(`${key}.text`)}
        </p>
        <div className="mt-8">
          {cta.kind === 'route' && (
            <Link to={cta.to} className={ctaClass}>
              {label}
            </Link>
          )}
          {cta.kind === 'section' && (
            <a
              href={`#${cta.id}`}
              className={ctaClass}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => scrollToSection(event, cta.id)}
            >
              {label}
            </a>
          )}
          {cta.kind === 'demo' && (
            <PublicButton
              variant="hero"
              size="cta"
              onClick={onDemo}
              className="transition sm:text-base"
            >
              {label}
            </PublicButton>
          )}
        </div>
      </div>

      <div aria-hidden className="relative hidden lg:block">
        <div
          className={`absolute -inset-8 rounded-[3rem] bg-gradient-to-br blur-3xl ${slide.glow}`}
        />
        <div className="relative rounded-3xl border border-white/10 bg-zinc-900/70 p-8 shadow-2xl shadow-black/50 backdrop-blur">
          <div className="flex items-center gap-4">
            <span
              className={`flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br ${slide.glow}`}
            >
              <Icon className="h-7 w-7 text-white" />
            </span>
            <div className="flex-1 space-y-2">
              <div className="h-2.5 w-2/3 rounded-full bg-white/20" />
              <div className="h-2 w-1/3 rounded-full bg-white/10" />
            </div>
          </div>
          <div className="mt-8 flex h-32 items-end gap-1.5">
            {WAVE.map((height, i) => (
              <span
                key={i}
                style={{ height: `${height}%` }}
                className={`flex-1 rounded-full bg-gradient-to-t ${i < 9 ? slide.glow : 'from-zinc-700 to-zinc-600'}`}
              />
            ))}
          </div>
          <div className="mt-6 flex items-center justify-between text-xs text-zinc-400">
            <span className="h-2 w-10 rounded-full bg-white/10" />
            <span className="h-1 flex-1 mx-3 rounded-full bg-white/10">
              <span className="block h-1 w-[45%] rounded-full bg-white/40" />
            </span>
            <span className="h-2 w-10 rounded-full bg-white/10" />
          </div>
        </div>
      </div>
    </div>
  );
}
