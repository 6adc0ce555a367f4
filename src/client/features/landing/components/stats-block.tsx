import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/queries/site';
import { useSiteCounts } from '../api/site-counts';
import { formatCount, SITE_FIGURES } from '../lib/marketing-stats';

/**
 * This site's real creators, collaborations and songs (issue 30: no invented claims), under
 * the administrator's Featured Content switch; nothing at all until the figures are known.
 */
export function StatsBlock() {
  const { t, i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage ?? 'en';
  const featured = useSite().data?.featuredContent ?? true;
  const counts = useSiteCounts();
  if (!featured || !counts) return null;

  return (
    <div
      id="site-figures"
      className="mt-16 overflow-hidden rounded-3xl border border-white/5 bg-gradient-to-br from-brand-600/15 via-zinc-900/60 to-zinc-900/60 p-8 sm:p-10"
    >
      <h3 className="text-center text-sm font-semibold tracking-widest text-zinc-400 uppercase">
        {t('stats.title')}
      </h3>
      <dl className="mt-6 grid grid-cols-1 gap-8 sm:grid-cols-3">
        {SITE_FIGURES.map((id) => (
          <div key={id} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-zinc-400">{t(`stats.${id}`)}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {formatCount(counts[id], language)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
