import type { UseQueryResult } from '@tanstack/react-query';
import {
  Activity,
  BarChart3,
  FilePen,
  FolderPlus,
  Star,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileOverview } from '../../../../shared/schemas/profile-overview';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelCard, PanelListSkeleton } from '../../../components/ui/panel-card';
import { formatExactTime, formatRelativeAge } from '../../../lib/relative-age';

const STATS = ['tracks', 'totalPlays', 'projects', 'songs', 'lyrics'] as const;

const ACTIVITY_ICONS: Record<ProfileOverview['recentActivity'][number]['kind'], LucideIcon> = {
  upload: Upload,
  project: FolderPlus,
  lyrics: FilePen,
};

function StatsList({ overview }: { overview: ProfileOverview }) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const featured = overview.featuredTrack;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        {STATS.map((stat) => (
          <div key={stat} className="rounded-xl bg-zinc-950/60 p-3">
            <dt className="text-xs text-zinc-400">{t(`stats.${stat}`)}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-white">
              {number.format(overview.stats[stat])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-start gap-2 text-sm">
        <Star className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden />
        <p className="min-w-0 text-zinc-300">
          <span className="text-zinc-400">{t('stats.featured')}: </span>
          {featured ? (
            <>
              <Link
                to={`/projects/${featured.projectId}?tab=audio`}
                className="font-medium text-zinc-100 hover:underline"
              >
                {featured.title}
              </Link>{' '}
              <span className="text-zinc-400">({t('stats.plays', { count: featured.plays })})</span>
            </>
          ) : (
            <span className="text-zinc-400">{t('stats.noFeatured')}</span>
          )}
        </p>
      </div>
    </>
  );
}

function ActivityList({ items }: { items: ProfileOverview['recentActivity'] }) {
  const { t, i18n } = useTranslation('profile');
  if (items.length === 0)
    return <EmptyState title={t('activity.emptyTitle')} body={t('activity.emptyBody')} />;
  const now = new Date();
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const Icon = ACTIVITY_ICONS[item.kind];
        return (
          <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-zinc-200 [overflow-wrap:anywhere]">
                {t(`activity.${item.kind}`, { title: item.title })}
              </p>
              <p className="text-xs text-zinc-400">
                <Link to={`/projects/${item.projectId}`} className="hover:underline">
                  {item.projectTitle}
                </Link>
                {' · '}
                <time dateTime={item.at} title={formatExactTime(item.at)}>
                  {formatRelativeAge(item.at, now, i18n.resolvedLanguage ?? 'en')}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The stats block and recent activity, from the overview (loading, error and empty states). */
export function ProfileStats({ overview }: { overview: UseQueryResult<ProfileOverview> }) {
  const { t } = useTranslation('profile');
  if (overview.isError && !overview.data) {
    return (
      <ErrorState
        title={t('stats.loadFailed')}
        body={t('loadFailed.body')}
        retryLabel={t('common:retry')}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6">
      <PanelCard id="profile-stats-heading" title={t('stats.title')} icon={BarChart3}>
        {overview.data ? <StatsList overview={overview.data} /> : <PanelListSkeleton rows={3} />}
      </PanelCard>
      <PanelCard id="profile-activity-heading" title={t('activity.title')} icon={Activity}>
        {overview.data ? (
          <ActivityList items={overview.data.recentActivity} />
        ) : (
          <PanelListSkeleton rows={3} />
        )}
      </PanelCard>
    </div>
  );
}
