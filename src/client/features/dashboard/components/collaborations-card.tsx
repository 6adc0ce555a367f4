import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardCollaboration } from '../../../../shared/schemas/dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard } from '../../../components/ui/panel-card';

/** Where a row leads: an invitation waiting for this account is answered at /invitations. */
const targetOf = (item: DashboardCollaboration) =>
  item.kind === 'received' ? '/invitations' : `/projects/${item.projectId}`;

/** The first collaborations (part 1 §2): who with, on what, and whether it is still pending. */
export function CollaborationsCard({
  collaborations,
}: {
  collaborations: DashboardCollaboration[];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <PanelCard id="collaborations-title" title={t('collaborations.title')} icon={Users}>
      {collaborations.length === 0 ? (
        <EmptyState title={t('collaborations.empty')} body={t('collaborations.emptyBody')} />
      ) : (
        <ul className="-mx-2 space-y-0.5">
          {collaborations.map((item) => {
            const pending = item.status === 'pending';
            return (
              <li key={item.id}>
                <Link
                  to={targetOf(item)}
                  className="group flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-800/60"
                >
                  <span
                    aria-hidden
                    className={`h-2.5 w-2.5 shrink-0 rounded-full ${pending ? 'bg-amber-400' : 'bg-emerald-400'}`}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-zinc-100">
                      {t('collaborations.with', {
                        name: item.user.name || t('collaborations.unknownArtist'),
                      })}
                    </span>
                    <span className="block truncate text-xs text-zinc-400">
                      {pending ? t('collaborations.pending') : t('collaborations.active')}
                      {' · '}
                      {item.projectTitle}
                    </span>
                  </span>
                  {item.kind === 'received' ? (
                    <span className="shrink-0 rounded-full bg-amber-500/15 px-2.5 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-500/30 ring-inset">
                      {t('collaborations.respond')}
                    </span>
                  ) : (
                    <ChevronRight
                      className="h-4 w-4 shrink-0 text-zinc-500 group-hover:text-zinc-200"
                      aria-hidden
                    />
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
