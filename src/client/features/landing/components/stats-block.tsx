import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  formatClaim,
  formatNumber,
  MARKETING_RATING,
  MARKETING_REVIEWS,
  MARKETING_STATS,
} from '../lib/marketing-stats';

/** Creators, collaborations, tracks and countries, plus the average rating. */
export function StatsBlock() {
  const { t, i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage ?? 'en';
  const rating = formatNumber(MARKETING_RATING, language);

  return (
    <div className="mt-16 overflow-hidden rounded-3xl border border-white/5 bg-gradient-to-br from-brand-600/15 via-zinc-900/60 to-zinc-900/60 p-8 sm:p-10">
      <h3 className="sr-only">{t('stats.title')}</h3>
      <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
        {MARKETING_STATS.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-zinc-400">{t(`stats.${stat.id}`)}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {formatClaim(stat.value, stat.compact, language)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col items-center justify-center gap-2 border-t border-white/5 pt-8 sm:flex-row sm:gap-4">
        <div role="img" aria-label={t('stats.ratingLabel', { rating })} className="flex gap-0.5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} aria-hidden className="h-5 w-5 fill-amber-400 text-amber-400" />
          ))}
        </div>
        <p className="text-sm text-zinc-300">
          <span className="font-semibold text-white">{t('stats.rating', { rating })}</span>{' '}
          {t('stats.reviews', { reviews: formatNumber(MARKETING_REVIEWS, language) })}
        </p>
      </div>
    </div>
  );
}
