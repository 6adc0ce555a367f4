import { useTranslation } from 'react-i18next';
import { splitCreditRoles } from '../../../shared/schemas/credits';
import type { Project } from '../../../shared/schemas/projects';
import { EmptyState } from '../../components/ui/empty-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { useProjectCredits } from './api/credits';
import { useRoleLabel } from './components/use-role-label';

/** How many credits the overview shows (part 2 §9 "overview shows first 3 items"). */
const PREVIEW_CREDITS = 3;

/** The overview card's content: the first three credits (name and roles) and how many more. */
export function CreditsPreview({ project }: { project: Project }) {
  const { t } = useTranslation('credits');
  // The first three and the total: the card never reads the whole list.
  const credits = useProjectCredits(project.id, PREVIEW_CREDITS);
  const roleLabel = useRoleLabel();

  if (credits.isPending) return <PanelListSkeleton rows={PREVIEW_CREDITS} />;
  if (credits.isError) return <p className="text-sm text-zinc-400">{t('preview.failed')}</p>;
  if (credits.items.length === 0) {
    return <EmptyState title={t('empty.title')} body={t('preview.emptyBody')} />;
  }
  const more = (credits.total ?? credits.items.length) - PREVIEW_CREDITS;
  return (
    <div>
      <ul className="divide-y divide-zinc-800">
        {credits.items.slice(0, PREVIEW_CREDITS).map((credit) => {
          const roles = splitCreditRoles(credit.role);
          return (
            <li key={credit.id} className="py-2.5 first:pt-0 last:pb-0">
              <p className="truncate text-sm font-medium text-zinc-100">
                {credit.name.trim() || t('list.needName')}
              </p>
              <p className="truncate text-xs text-zinc-400">
                {roles.length > 0 ? roles.map(roleLabel).join(', ') : t('list.needRole')}
              </p>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="mt-3 text-xs text-zinc-400">{t('preview.more', { count: more })}</p>
      )}
    </div>
  );
}
