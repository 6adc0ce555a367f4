import { BarChart3, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REPORTS, type AdminAnalytics } from '../../../../shared/schemas/admin';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelCard, PanelListSkeleton } from '../../../components/ui/panel-card';
import { useAdminAnalytics } from '../api/overview';
import { reportUrl } from '../api/settings';
import { buttonClasses } from '../../../components/ui/button';

const FIGURES: (keyof AdminAnalytics)[] = [
  'registrations',
  'activeThisMonth',
  'projects',
  'publishedThisMonth',
  'plays',
  'averagePlaysPerSong',
];

/** Analytics tab: figures counted from the database, and three CSV reports. */
export function AnalyticsTab() {
  const { t, i18n } = useTranslation('admin');
  const analytics = useAdminAnalytics();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  return (
    <div className="space-y-6">
      <PanelCard id="admin-analytics-title" title={t('analytics.title')} icon={BarChart3}>
        {analytics.data ? (
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {FIGURES.map((key) => (
              <div key={key} className="rounded-xl border border-zinc-800 bg-zinc-950/40 p-4">
                <dt className="text-sm text-zinc-400">{t(`analytics.figures.${key}`)}</dt>
                <dd className="mt-2 text-2xl font-bold text-white">
                  {number.format(analytics.data[key])}
                </dd>
              </div>
            ))}
          </dl>
        ) : analytics.isError ? (
          <ErrorState
            title={t('analytics.error')}
            body={t('loadError')}
            retryLabel={t('common:retry')}
            onRetry={() => void analytics.refetch()}
          />
        ) : (
          <PanelListSkeleton rows={2} />
        )}
        <p className="mt-3 text-xs text-zinc-400">{t('analytics.note')}</p>
      </PanelCard>
      <PanelCard id="admin-reports-title" title={t('analytics.reportsTitle')} icon={FileDown}>
        <p className="mb-4 text-sm text-zinc-400">{t('analytics.reportsBody')}</p>
        <div className="flex flex-wrap gap-3">
          {ADMIN_REPORTS.map((report) => (
            <a
              key={report}
              href={reportUrl(report)}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <FileDown className="h-4 w-4" aria-hidden />
              {t(`analytics.reports.${report}`)}
            </a>
          ))}
        </div>
      </PanelCard>
    </div>
  );
}
