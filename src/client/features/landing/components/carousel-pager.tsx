import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicIconButton } from '../../../components/ui/public-button';

interface CarouselPagerProps {
  /** Where the carousel stands and how to move it (from useCarousel). */
  carousel: {
    index: number;
    previous: () => void;
    next: () => void;
    goTo: (index: number) => void;
  };
  /** How many slides or pages there are: one dot each. */
  count: number;
  /** The section's words: `<section>.previous`, `<section>.next` and `<section>.goTo`. */
  section: 'hero';
  /** The current dot's colour. */
  currentDotClass: string;
  /** Keep the dots together in their own row (the hero's controls wrap). */
  groupDots?: boolean;
}

/** A carousel's Previous button, one dot per slide (the current one longer), and Next. */
export function CarouselPager({
  carousel,
  count,
  section,
  currentDotClass,
  groupDots = false,
}: CarouselPagerProps) {
  const { t } = useTranslation('landing');
  const dots = Array.from({ length: count }, (_, i) => (
    // raw-element: a pager dot, a 24 px hit area around a bar that grows for the current slide
    <button
      key={i}
      type="button"
      onClick={() => carousel.goTo(i)}
      aria-label={t(`${section}.goTo`, { number: i + 1 })}
      aria-current={i === carousel.index ? 'true' : undefined}
      className="group flex h-6 items-center"
    >
      <span
        className={`block h-1.5 rounded-full transition-all duration-300 ${i === carousel.index ? `w-8 ${currentDotClass}` : 'w-3 bg-white/30 group-hover:bg-white/60'}`}
      />
    </button>
  ));
  const arrow = (direction: 'previous' | 'next') => {
    const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
    return (
      <PublicIconButton
        look="glass"
        onClick={carousel[direction]}
        label={t(`${section}.${direction}`)}
      >
        <Icon aria-hidden className="h-5 w-5" />
      </PublicIconButton>
    );
  };
  return (
    <>
      {arrow('previous')}
      {groupDots ? <div className="flex items-center gap-2">{dots}</div> : dots}
      {arrow('next')}
    </>
  );
}
