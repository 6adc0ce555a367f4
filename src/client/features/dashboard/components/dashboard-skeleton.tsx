import { useTranslation } from 'react-i18next';

const block = 'animate-pulse rounded-2xl border border-zinc-800 bg-zinc-900/60';

/** Placeholder shapes while the dashboard loads (announced once to screen readers). */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t('loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-28`} />
        ))}
      </div>
      {/* The three cards of the loaded page: recent projects, recently opened, collaborations. */}
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <div className={`${block} h-56`} />
        <div className={`${block} h-56`} />
        <div className={`${block} h-56`} />
      </div>
      <div className={`${block} h-64`} />
    </div>
  );
}
