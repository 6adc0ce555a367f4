import { Contact, Tags, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreditsSummary as Summary } from '../../../../shared/schemas/credits';
import { Card } from '../../../components/ui/card';

/**
 * Contributors, distinct roles and how many can be reached (part 2 §2 "Credits tab"), counted by
 * the server over every credit, whatever pages are loaded.
 */
export function CreditsSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('credits');
  const tiles = [
    { icon: Users, value: summary.totalContributors, label: t('summary.contributors') },
    { icon: Tags, value: summary.uniqueRoles, label: t('summary.roles') },
    { icon: Contact, value: summary.withContactInfo, label: t('summary.contact') },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('summary.label')}>
      {tiles.map(({ icon: Icon, value, label }) => (
        <Card as="li" padding="sm" key={label} className="flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600/15 text-brand-300">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <p className="flex flex-col">
            <span className="text-2xl font-semibold tabular-nums text-white">{value}</span>
            <span className="text-xs text-zinc-400">{label}</span>
          </p>
        </Card>
      ))}
    </ul>
  );
}
