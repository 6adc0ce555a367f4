import { Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_PAGE_MS, TESTIMONIALS_PER_PAGE } from '../../../../shared/constants';
import { useCarousel } from '../hooks/use-carousel';
import { pageCount, pageItems } from '../lib/carousel';
import { CarouselPager } from './carousel-pager';
import { SectionHeading } from './section-heading';

/** Sample quotes from English-, Spanish- and Portuguese-speaking artists (text in locales). */
const TESTIMONIALS = [
  { id: 'maya', name: 'Maya Thompson', tint: 'from-brand-500 to-fuchsia-500' },
  { id: 'carlos', name: 'Carlos Mendoza', tint: 'from-sky-500 to-brand-500' },
  { id: 'ana', name: 'Ana Beatriz Souza', tint: 'from-emerald-500 to-sky-500' },
  { id: 'james', name: 'James Okafor', tint: 'from-amber-500 to-rose-500' },
  { id: 'lucia', name: 'Lucía Fernández', tint: 'from-rose-500 to-brand-500' },
  { id: 'joao', name: 'João Pereira', tint: 'from-teal-500 to-emerald-500' },
] as const;

const PAGES = pageCount(TESTIMONIALS.length, TESTIMONIALS_PER_PAGE);

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/** Testimonials, three per page, paging every TESTIMONIAL_PAGE_MS unless hovered or focused. */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  const carousel = useCarousel(PAGES, TESTIMONIAL_PAGE_MS);
  const visible = pageItems(TESTIMONIALS, carousel.index, TESTIMONIALS_PER_PAGE);

  return (
    <section
      id="testimonials"
      tabIndex={-1}
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 border-y border-white/5 bg-zinc-900/30 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <div
          aria-roledescription={t('hero.carouselRole')}
          aria-label={t('testimonials.carouselLabel')}
          role="region"
          className="mt-14"
          {...carousel.pauseHandlers}
        >
          <ul
            key={carousel.index}
            aria-live={carousel.paused ? 'polite' : 'off'}
            aria-label={t('testimonials.pageStatus', { current: carousel.index + 1, total: PAGES })}
            className="grid gap-6 md:grid-cols-3"
          >
            {visible.map((item) => (
              <li
                key={item.id}
                className="flex flex-col rounded-2xl border border-white/5 bg-zinc-900/70 p-6 transition duration-500 motion-reduce:transition-none starting:translate-y-2 starting:opacity-0"
              >
                <div className="flex items-center justify-between">
                  <div
                    role="img"
                    aria-label={t('stats.ratingLabel', { rating: 5 })}
                    className="flex gap-0.5"
                  >
                    {[0, 1, 2, 3, 4].map((i) => (
                      <Star key={i} aria-hidden className="h-4 w-4 fill-amber-400 text-amber-400" />
                    ))}
                  </div>
                  <Quote aria-hidden className="h-6 w-6 text-brand-500/40" />
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-zinc-200 sm:text-base">
                  “{t(`testimonials.items.${item.id}.quote`)}”
                </blockquote>
                <div className="mt-6 flex items-center gap-3 border-t border-white/5 pt-5">
                  <span
                    aria-hidden
                    className={`flex h-10 w-10 flex-none items-center justify-center rounded-full bg-gradient-to-br text-sm font-semibold text-white ${item.tint}`}
                  >
                    {initials(item.name)}
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-white">{item.name}</p>
                    <p className="text-xs text-zinc-400">
                      {t(`testimonials.items.${item.id}.role`)}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>

          <div className="mt-10 flex items-center justify-center gap-4">
            <CarouselPager
              carousel={carousel}
              count={PAGES}
              section="testimonials"
              currentDotClass="bg-brand-400"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
