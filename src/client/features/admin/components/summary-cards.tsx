import { Activity, FolderKanban, HardDrive, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSummary } from '../api/overview';
import { formatBytes, formatCount } from './format';
import { StatusBadge } from './status-badge';
import { Card } from '../../../components/ui/card';

/** One measured figure: its icon and label over the value. */
function SummaryCard({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card padding="responsive">
      <dt className="flex items-center gap-2 text-sm text-zinc-400">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600/15 text-brand-300">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold text-white sm:text-3xl">{children}</dd>
    </Card>
  );
}

/** Total Users, Active Projects, System Status and Storage Used, all measured. */
export function SummaryCards() {
  const { t, i18n } = useTranslation('admin');
  const summary = useAdminSummary();
  const locale = i18n.resolvedLanguage;
  const value = (render: (data: NonNullable<typeof summary.data>) => ReactNode) =>
    summary.data ? (
      render(summary.data)
    ) : summary.isError ? (
      t('summary.unavailable')
    ) : (
      <>
        <span aria-hidden className="inline-block h-8 w-16 animate-pulse rounded bg-zinc-800" />
        <span className="sr-only">{t('common:loading')}</span>
      </>
    );

  return (
    <section aria-label={t('summary.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <SummaryCard icon={Users} label={t('summary.users')}>
          {value((d) => formatCount(d.users, locale))}
        </SummaryCard>
        <SummaryCard icon={FolderKanban} label={t('summary.projects')}>
          {value((d) => formatCount(d.projects, locale))}
        </SummaryCard>
        <SummaryCard icon={Activity} label={t('summary.status')}>
          {value((d) => (
            <span className="text-base">
              <StatusBadge status={d.status} />
            </span>
          ))}
        </SummaryCard>
        <SummaryCard icon={HardDrive} label={t('summary.storage')}>
          {value((d) => formatBytes(d.storageUsedBytes, locale))}
        </SummaryCard>
      </dl>
    </section>
  );
}
