import { Globe, Lightbulb, Mic, Pause, Play, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HERO_SLIDE_MS } from '../../../../shared/constants';
import { useCarousel } from '../hooks/use-carousel';
import { useTryDemoStudio } from '../hooks/use-try-demo-studio';
import { CarouselPager } from './carousel-pager';
import { HeroSlide, type HeroSlideData } from './hero-slide';
import { PublicIconButton } from '../../../components/ui/public-button';

const SLIDES: readonly HeroSlideData[] = [
  {
    id: 'inspire',
    icon: Lightbulb,
    glow: 'from-brand-500 to-fuchsia-500',
    accent: 'text-brand-400',
    cta: { kind: 'route', to: '/auth' },
  },
  {
    id: 'create',
    icon: Mic,
    glow: 'from-sky-500 to-brand-500',
    accent: 'text-sky-300',
    cta: { kind: 'demo' },
  },
  {
    id: 'collaborate',
    icon: Users,
    glow: 'from-emerald-500 to-sky-500',
    accent: 'text-emerald-300',
    cta: { kind: 'section', id: 'how-it-works' },
  },
  {
    id: 'distribute',
    icon: Globe,
    glow: 'from-amber-500 to-rose-500',
    accent: 'text-amber-300',
    cta: { kind: 'section', id: 'features' },
  },
  {
    id: 'succeed',
    icon: Trophy,
    glow: 'from-rose-500 to-brand-500',
    accent: 'text-rose-300',
    cta: { kind: 'section', id: 'pricing' },
  },
];

/** The five-slide hero, advancing every HERO_SLIDE_MS and pausing on hover or focus. */
export function HeroCarousel() {
  const { t } = useTranslation('landing');
  const demo = useTryDemoStudio();
  const carousel = useCarousel(SLIDES.length, HERO_SLIDE_MS);
  const active = SLIDES[carousel.index] ?? SLIDES[0]!;

  return (
    <section
      aria-roledescription={t('hero.carouselRole')}
      aria-label={t('hero.carouselLabel')}
      className="relative isolate overflow-hidden pt-16"
      {...carousel.pauseHandlers}
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        <div
          className={`absolute -top-40 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-br opacity-25 blur-3xl transition-colors duration-700 ${active.glow}`}
        />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.06)_1px,transparent_0)] [background-size:28px_28px]" />
        <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-zinc-950" />
      </div>

      <h1 className="sr-only">{t('hero.title')}</h1>

      <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24">
        <div className="grid" aria-live={carousel.paused ? 'polite' : 'off'}>
          {SLIDES.map((slide, i) => (
            <HeroSlide
              key={slide.id}
              slide={slide}
              active={i === carousel.index}
              position={i + 1}
              total={SLIDES.length}
              onDemo={demo.start}
            />
          ))}
        </div>

        <div className="mt-10 flex flex-wrap items-center gap-4">
          <CarouselPager
            carousel={carousel}
            count={SLIDES.length}
            section="hero"
            currentDotClass="bg-white"
            groupDots
          />
          <PublicIconButton
            look="glass"
            onClick={carousel.toggleStopped}
            label={carousel.stopped ? t('hero.play') : t('hero.pause')}
          >
            {carousel.stopped ? (
              <Play aria-hidden className="h-4 w-4" />
            ) : (
              <Pause aria-hidden className="h-4 w-4" />
            )}
          </PublicIconButton>
        </div>
      </div>
    </section>
  );
}
