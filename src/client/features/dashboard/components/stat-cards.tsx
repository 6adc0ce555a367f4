import { Clock, FolderKanban, Music2, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { Card } from '../../../components/ui/card';

const STATS: { key: keyof Dashboard['stats']; label: string; icon: LucideIcon; tint: string }[] = [
  {
    key: 'projects',
    label: 'projects',
    icon: FolderKanban,
    tint: 'text-brand-400 bg-brand-600/15',
  },
  { key: 'songs', label: 'songs', icon: Music2, tint: 'text-sky-300 bg-sky-500/15' },
  {
    key: 'totalMinutes',
    label: 'totalMinutes',
    icon: Clock,
    tint: 'text-emerald-300 bg-emerald-500/15',
  },
  {
    key: 'collaborations',
    label: 'collaborators',
    icon: Users,
    tint: 'text-amber-300 bg-amber-500/15',
  },
];

/** The four numbers at the top of the dashboard. */
export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <section aria-label={t('stats.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {STATS.map(({ key, label, icon: Icon, tint }) => (
          <Card padding="responsive" key={key}>
            <dt className="flex items-center gap-2 text-sm text-zinc-400">
              <span className={`flex h-8 w-8 items-center justify-center rounded-lg ${tint}`}>
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              {t(`stats.${label}`)}
            </dt>
            <dd className="mt-3 text-2xl font-bold text-white sm:text-3xl">
              {number.format(Math.round(stats[key]))}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
