import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { RetryButton } from '../../../components/ui/retry-button';
import { useMembersPreview } from '../api/collaborations';
import { initialOf, memberName } from '../lib/member-display';
import { Avatar } from '../../../components/ui/avatar';

/** Members the overview names before "N collaborators" says how many there are. */
export const MEMBERS_PREVIEW_COUNT = 3;

/**
 * The project overview's members card (part 2 §2 "Overview"): the owner and the first three
 * members with their roles, and how many collaborators there are in all. Read-only: the
 * Collaborators tab invites and manages.
 */
export function MembersPreview({ project }: { project: Project }) {
  const { t } = useTranslation('collaborations');
  const members = useMembersPreview(project.id, MEMBERS_PREVIEW_COUNT);
  const rows = [
    { key: 'owner', name: project.ownerName, role: t('roles.owner') },
    ...members.items.slice(0, MEMBERS_PREVIEW_COUNT).map((member) => ({
      key: member.id,
      name: memberName(member),
      role: t(`roles.${member.role}`),
    })),
  ];
  const count = members.total ?? members.items.length;
  return (
    <div className="space-y-3">
      <ul aria-label={t('members.listLabel')} className="space-y-2">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3">
            <Avatar name={row.name} size="sm" tone="grey" initials={initialOf(row.name)} />
            <span className="min-w-0 flex-1 truncate text-sm text-zinc-200">{row.name}</span>
            <span className="text-xs text-zinc-400">{row.role}</span>
          </li>
        ))}
      </ul>
      {members.isError ? (
        <RetryButton
          label={t('common:retry')}
          retrying={members.isFetching}
          onRetry={() => void members.refetch()}
        />
      ) : (
        !members.isPending && (
          <p className="text-xs text-zinc-400">
            {count === 0 ? t('members.empty') : t('members.count', { count })}
          </p>
        )
      )}
    </div>
  );
}
