import { BarChart3, CalendarDays, CalendarX, Headphones, Music2, Radio } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAnswer } from '../../../shared/schemas/analytics';
import { EmptyPanel, EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingShape } from '../../components/ui/loading-shape';
import { ApiError } from '../../lib/api-client';
import { useAccountSettings } from '../../lib/queries/account-settings';
import { browserTimeZone } from '../../lib/time-zones';
import { useAnalytics } from './api/analytics';
import { AnalyticsTotalsList } from './components/analytics-totals';
import { DailyChart } from './components/daily-chart';
import { FiguresTable } from './components/figures-table';
import { PeriodPicker } from './components/period-picker';
import { SourceBars } from './components/source-bars';
import { ViewPanel } from './components/view-panel';
import {
  dayRows,
  figureFormat,
  hasListening,
  listenerRows,
  songRows,
  sourceRows,
  type FigureFormat,
} from './lib/analytics-figures';
import { exportUrl, periodQuery, type AnalyticsPeriod } from './lib/analytics-period';

/** A refusal with a code (a period the server does not take) in the reader's words, else null. */
const refusalText = (error: unknown) =>
  error instanceof ApiError && error.code ? error.shownMessage : null;

/**
 * /analytics: plays and share-link listens of the songs of projects the profile owns, over the
 * last 7, 30 or 90 days or chosen dates, by day in the person's time zone, by song, by source
 * and by share-link listener; each view with its table and its CSV export.
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  // Days are the person's: the zone of their settings, else this device's (someone who never
  // chose a zone lives where their browser does; the API alone falls back to UTC). Null while the
  // settings load, so no period is asked for twice. The page names the zone it uses.
  const settings = useAccountSettings();
  const timeZone = settings.isPending ? null : (settings.data?.timeZone ?? browserTimeZone());
  const [now] = useState(() => new Date());
  const [period, setPeriod] = useState<AnalyticsPeriod>({ kind: 'last', days: 30 });
  const query = useMemo(
    () => (timeZone ? periodQuery(period, timeZone, now) : null),
    [period, timeZone, now],
  );
  const analytics = useAnalytics(query);
  const format = useMemo(
    () =>
      figureFormat(i18n.language, {
        noShare: t('figures.noShare'),
        source: (source) => t(`sources.names.${source}`),
      }),
    [i18n.language, t],
  );

  const answer = query ? analytics.data : undefined;
  let content;
  if (!query && timeZone) {
    // The picker says what is wrong with the dates; the page says why no figures show.
    content = <EmptyPanel icon={CalendarX} title={t('invalid.title')} body={t('invalid.body')} />;
  } else if (answer) {
    content = hasListening(answer) ? (
      <AnalyticsViews answer={answer} format={format} />
    ) : (
      <EmptyPanel icon={BarChart3} title={t('empty.title')} body={t('empty.body')} />
    );
  } else if (analytics.isError) {
    content = (
      <ErrorState
        title={t('loadFailed.title')}
        body={refusalText(analytics.error) ?? t('loadFailed.body')}
        retryLabel={t('common:retry')}
        onRetry={() => void analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  } else {
    content = (
      <LoadingShape label={t('loading')} className="animate-pulse space-y-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-20 rounded-2xl bg-zinc-800/60" />
          ))}
        </div>
        <div className="h-80 rounded-2xl bg-zinc-800/60" aria-hidden />
      </LoadingShape>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('page.title')} · ${t('common:appName')}`}</title>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('page.subtitle')}</p>
          <p className="mt-1 text-xs text-zinc-400">
            {query
              ? t('page.period', {
                  from: format.day(query.from),
                  to: format.day(query.to),
                  zone: timeZone,
                })
              : timeZone && t('page.zone', { zone: timeZone })}
          </p>
        </div>
        <PeriodPicker period={period} customStart={query} onChange={setPeriod} />
      </header>
      <div aria-busy={analytics.isFetching && analytics.isPlaceholderData}>{content}</div>
    </div>
  );
}

/** The period's figures: totals, the daily chart, and the views by song, source and listener. */
function AnalyticsViews({ answer, format }: { answer: AnalyticsAnswer; format: FigureFormat }) {
  const { t } = useTranslation('analytics');
  const query = { from: answer.from, to: answer.to, tz: answer.tz };
  const range = { from: format.day(answer.from), to: format.day(answer.to) };
  return (
    <div className="space-y-6">
      <AnalyticsTotalsList totals={answer.totals} format={format} />
      <ViewPanel
        title={t('days.title')}
        icon={CalendarDays}
        exportHref={exportUrl('days', query)}
        chart={<DailyChart days={answer.byDay} dayLabel={format.shortDay} />}
        table={
          <FiguresTable
            caption={t('days.caption', range)}
            columns={[t('days.date'), t('days.plays'), t('days.listens')]}
            rows={dayRows(answer, format)}
          />
        }
      />
      <ViewPanel
        title={t('songs.title')}
        icon={Music2}
        exportHref={exportUrl('songs', query)}
        empty={answer.bySong.length === 0 ? <EmptyState title={t('songs.empty')} /> : undefined}
        table={
          <FiguresTable
            caption={t('songs.caption', range)}
            columns={[t('songs.song'), t('songs.plays'), t('songs.completion')]}
            rows={songRows(answer, format)}
          />
        }
      />
      <ViewPanel
        title={t('sources.title')}
        icon={Radio}
        exportHref={exportUrl('sources', query)}
        chart={<SourceBars answer={answer} format={format} />}
        table={
          <FiguresTable
            caption={t('sources.caption', range)}
            columns={[t('sources.source'), t('sources.plays')]}
            rows={sourceRows(answer, format)}
          />
        }
      />
      <ViewPanel
        title={t('listeners.title')}
        icon={Headphones}
        exportHref={exportUrl('listeners', query)}
        empty={
          answer.topListeners.length === 0 ? <EmptyState title={t('listeners.empty')} /> : undefined
        }
        table={
          <FiguresTable
            caption={t('listeners.caption', range)}
            columns={[t('listeners.recipient'), t('listeners.listens')]}
            rows={listenerRows(answer, format)}
          />
        }
      />
    </div>
  );
}
