import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { can } from '../../../../shared/permissions';
import type { Collaboration } from '../../../../shared/schemas/collaborations';
import type { Project } from '../../../../shared/schemas/projects';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useRemoveCollaborator, type useProjectCollaborations } from '../api/collaborations';
import { memberName } from '../lib/member-display';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MemberRow } from './member-row';
import { OwnerCard } from './owner-card';
import { Card } from '../../../components/ui/card';

interface MembersSectionProps {
  project: Project;
  /** The accepted members, a page at a time (oldest first). */
  members: ReturnType<typeof useProjectCollaborations>;
}

/** The owner card and the active collaborators; the owner can change roles and remove people. */
export function MembersSection({ project, members: list }: MembersSectionProps) {
  const { t } = useTranslation('collaborations');
  const members = list.items;
  const id = useId();
  const { user } = useCurrentUser();
  const manage = can(project.role, 'members.manage', { isLibrary: project.isLibrary });
  const remove = useRemoveCollaborator(project.id);
  const [removing, setRemoving] = useState<Collaboration | null>(null);

  const handleRemove = () => {
    if (!removing) return;
    const name = memberName(removing);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t('members.removed'), {
          description: t('members.removedBody', { name, project: project.title }),
        });
      },
      onError: (failure) => toast.error(errorMessage(failure, t('members.removeFailed'))),
    });
  };

  return (
    <Card as="section" aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-zinc-100">
        <Users className="h-5 w-5 text-brand-400" aria-hidden />
        {t('members.heading')}
        <span className="text-sm font-normal text-zinc-400">
          {t('members.count', { count: list.total ?? members.length })}
        </span>
      </h3>
      <ul aria-label={t('members.listLabel')} className="mt-2 divide-y divide-zinc-800">
        <OwnerCard project={project} />
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            isYou={user !== null && member.userId === user.id}
            manage={manage}
            onRemove={setRemoving}
          />
        ))}
      </ul>
      <NamespacedListFooter list={list} namespace="collaborations" />
      {members.length === 0 && (
        <p className="mt-2 rounded-xl border border-dashed border-zinc-800 px-4 py-6 text-center text-sm text-zinc-300">
          {t('members.empty')}
          {manage && (
            <span className="mt-1 block text-xs text-zinc-400">{t('members.emptyHint')}</span>
          )}
        </p>
      )}
      {manage && (
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('members.removeTitle')}
          body={t('members.removeBody', {
            name: removing ? memberName(removing) : '',
            project: project.title,
          })}
          labels={{ confirm: t('members.removeConfirm'), pending: t('members.removing') }}
          pending={remove.isPending}
          onConfirm={handleRemove}
        />
      )}
    </Card>
  );
}
