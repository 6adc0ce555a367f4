import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { initialOf } from '../lib/member-display';
import { Avatar } from '../../../components/ui/avatar';

/** The project's owner, first in the member list. */
export function OwnerCard({ project }: { project: Project }) {
  const { t } = useTranslation('collaborations');
  const you = isProjectOwner(project.role);
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={project.ownerName} tone="amber" initials={initialOf(project.ownerName)} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-100">
          {project.ownerName}
          {you && <span className="ml-1.5 text-zinc-400">{t('members.you')}</span>}
        </p>
        <p className="text-xs text-zinc-400">{t('members.ownerNote')}</p>
      </div>
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2.5 py-1 text-xs font-medium text-amber-200">
        <Crown className="h-3.5 w-3.5" aria-hidden />
        {t('roles.owner')}
      </span>
    </li>
  );
}
