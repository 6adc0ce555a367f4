import { Activity, CheckCircle2, AlertTriangle, XCircle, HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminHealth, HealthStatus } from '../../../../shared/schemas/admin';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelCard, PanelListSkeleton } from '../../../components/ui/panel-card';
import { RetryButton } from '../../../components/ui/retry-button';
import { useAdminActivity, useAdminHealth, useAdminMemory } from '../api/overview';
import { activitySentence } from './activity-wording';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { formatBytes, formatDateTime, uptimeParts } from './format';
import { StatusBadge } from './status-badge';

const STATUS_ICONS = { online: CheckCircle2, warning: AlertTriangle, offline: XCircle } as const;
const STATUS_COLOURS = {
  online: 'text-emerald-400',
  warning: 'text-amber-300',
  offline: 'text-red-400',
} as const;

type CheckName = 'database' | 'server' | 'storage' | 'email';

/** What each check found, as one line of text. */
function useCheckDetail() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage;
  return (name: CheckName, health: AdminHealth): string => {
    if (name === 'database') {
      const db = health.database;
      return db.latencyMs === null
        ? t('health.databaseDown', { error: db.error ?? '' })
        : t('health.latency', { ms: db.latencyMs });
    }
    if (name === 'server') {
      return t('health.uptime', {
        ...uptimeParts(health.server.uptimeSeconds),
        version: health.server.nodeVersion,
      });
    }
    if (name === 'storage') {
      const s = health.storage;
      if (!s.writable) return t('health.storageReadOnly');
      if (s.kind === 's3') return t('health.objectStoreWritable');
      if (s.freeBytes === null || s.totalBytes === null) return t('health.storageWritable');
      return t('health.storageFree', {
        free: formatBytes(s.freeBytes, locale),
        total: formatBytes(s.totalBytes, locale),
      });
    }
    const e = health.email;
    if (e.error) return t('health.emailError', { error: e.error });
    return t(`health.emailTransport.${e.transport}`);
  };
}

function HealthRow({
  name,
  status,
  detail,
}: {
  name: CheckName;
  status: HealthStatus;
  detail: string;
}) {
  const { t } = useTranslation('admin');
  const Icon = STATUS_ICONS[status];
  return (
    <li className="flex items-start gap-3 rounded-xl border border-zinc-800 bg-zinc-950/40 p-3">
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${STATUS_COLOURS[status]}`} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-100">
          {t(`health.${name}`)}
          <StatusBadge status={status} />
        </p>
        <p className="mt-0.5 text-xs text-zinc-400 [overflow-wrap:anywhere]">{detail}</p>
      </div>
    </li>
  );
}

/**
 * The server's memory under the health checks: what the process holds, its JavaScript heap,
 * and the parts that report what they hold (the embedded database, worker threads).
 */
function MemoryLine() {
  const { t, i18n } = useTranslation('admin');
  const memory = useAdminMemory();
  const locale = i18n.resolvedLanguage;
  if (memory.isError)
    return <p className="mt-3 text-xs text-zinc-400">{t('health.memoryError')}</p>;
  const data = memory.data;
  if (!data) return null;
  const size = (bytes: number) => formatBytes(bytes, locale);
  const parts = data.parts.map((part) =>
    t('health.memoryPart', {
      part: t(`health.memoryParts.${part.part}`, { defaultValue: part.part }),
      size: size(part.bytes),
    }),
  );
  return (
    <p className="mt-3 text-xs text-zinc-400 [overflow-wrap:anywhere]">
      {[
        t('health.memory', {
          used: size(data.process.pssBytes ?? data.process.rssBytes),
          heap: size(data.process.heapUsedBytes),
          heapTotal: size(data.process.heapTotalBytes),
        }),
        ...parts,
      ].join(' · ')}
    </p>
  );
}

function SystemHealth() {
  const { t, i18n } = useTranslation('admin');
  const health = useAdminHealth();
  const memory = useAdminMemory();
  const detail = useCheckDetail();
  const data = health.data;
  return (
    <PanelCard
      id="admin-health-title"
      title={t('health.title')}
      icon={HeartPulse}
      aside={
        <RetryButton
          label={t('health.refresh')}
          retrying={health.isFetching}
          onRetry={() => {
            void health.refetch();
            void memory.refetch();
          }}
        />
      }
    >
      {data ? (
        <>
          <ul className="grid gap-3 sm:grid-cols-2">
            {(['database', 'server', 'storage', 'email'] as const).map((name) => (
              <HealthRow
                key={name}
                name={name}
                status={data[name].status}
                detail={detail(name, data)}
              />
            ))}
          </ul>
          <MemoryLine />
          <p className="mt-3 text-xs text-zinc-400">
            {t('health.checkedAt', { time: formatDateTime(data.checkedAt, i18n.resolvedLanguage) })}
          </p>
        </>
      ) : health.isError ? (
        <ErrorState
          title={t('health.error')}
          body={t('loadError')}
          retryLabel={t('common:retry')}
          onRetry={() => void health.refetch()}
        />
      ) : (
        <PanelListSkeleton rows={2} />
      )}
    </PanelCard>
  );
}

function RecentActivity() {
  const { t, i18n } = useTranslation('admin');
  const activity = useAdminActivity();
  return (
    <PanelCard id="admin-activity-title" title={t('activity.title')} icon={Activity}>
      {activity.data ? (
        activity.items.length === 0 ? (
          <EmptyState title={t('activity.empty')} />
        ) : (
          <>
            <ol className="divide-y divide-zinc-800">
              {activity.items.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap justify-between gap-x-4 py-2.5 text-sm"
                >
                  <span className="min-w-0 text-zinc-200 [overflow-wrap:anywhere]">
                    {activitySentence(entry, t)}
                  </span>
                  <time dateTime={entry.createdAt} className="shrink-0 text-xs text-zinc-400">
                    {formatDateTime(entry.createdAt, i18n.resolvedLanguage)}
                  </time>
                </li>
              ))}
            </ol>
            <NamespacedListFooter list={activity} namespace="admin" />
          </>
        )
      ) : activity.isError ? (
        <ErrorState
          title={t('activity.error')}
          body={t('loadError')}
          retryLabel={t('common:retry')}
          onRetry={() => void activity.refetch()}
        />
      ) : (
        <PanelListSkeleton />
      )}
    </PanelCard>
  );
}

/** Dashboard tab: real health checks and the newest audit events. */
export function DashboardTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SystemHealth />
      <RecentActivity />
    </div>
  );
}
