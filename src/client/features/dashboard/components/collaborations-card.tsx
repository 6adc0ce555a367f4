import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard } from '../../../components/ui/panel-card';

/** The first three collaborations: who with, and whether the invitation was accepted. */
export function CollaborationsCard({
  collaborations,
}: {
  collaborations: Dashboard['collaborations'];
}) {
  const { t } = useTranslation('dashboard');
  const shown = collaborations.slice(0, 3);
  return (
    <PanelCard id="collaborations-title" title={t('collaborations.title')} icon={Users}>
      {shown.length === 0 ? (
        <EmptyState title={t('collaborations.empty')} />
      ) : (
        <ul className="divide-y divide-zinc-800">
          {shown.map((collaboration) => {
            const pending = collaboration.status === 'pending';
            return (
              <li
                key={collaboration.id}
                className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
              >
                <span
                  aria-hidden
                  className={`h-2.5 w-2.5 shrink-0 rounded-full ${pending ? 'bg-amber-400' : 'bg-emerald-400'}`}
                />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-zinc-100">
                    {t('collaborations.with', {
                      name: collaboration.user.artistName || t('collaborations.unknownArtist'),
                    })}
                  </p>
                  <p className="text-xs text-zinc-400">
                    {pending ? t('collaborations.pending') : t('collaborations.active')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
