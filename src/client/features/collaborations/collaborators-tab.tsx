import { Lock, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can, isProjectOwner } from '../../../shared/permissions';
import type { Project } from '../../../shared/schemas/projects';
import { EmptyPanel } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { useProjectCollaborations } from './api/collaborations';
import { InviteForm } from './components/invite-form';
import { LeaveProjectDialog } from './components/leave-project-dialog';
import { MembersSection } from './components/members-section';
import { MembersShareSwitch } from './components/members-share-switch';
import { PendingInvitations } from './components/pending-invitations';
import { PermissionsLegend } from './components/permissions-legend';
import { Button } from '../../components/ui/button';

/**
 * The Collaborators tab (part 2 §2): the owner invites by e-mail, manages members and pending
 * invitations; everyone else sees who is in the project and can leave it.
 */
export function CollaboratorsTab({ project }: { project: Project }) {
  const { t } = useTranslation('collaborations');
  const navigate = useNavigate();
  const isOwner = isProjectOwner(project.role);
  const manage = can(project.role, 'members.manage', { isLibrary: project.isLibrary });
  const canLeave = can(project.role, 'project.leave', { isLibrary: project.isLibrary });
  // Members and (for the owner) pending invitations page apart, each with its own total.
  const members = useProjectCollaborations(project.id, 'accepted', !project.isLibrary);
  const pending = useProjectCollaborations(project.id, 'pending', manage);
  const [leaving, setLeaving] = useState(false);

  if (project.isLibrary) {
    return (
      <EmptyPanel icon={Lock} titleAs="h2" title={t('library.title')} body={t('library.body')} />
    );
  }

  const lists = manage ? [members, pending] : [members];
  const failed = lists.filter((list) => list.isError && !list.data);

  return (
    <section aria-labelledby="collaborators-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="collaborators-heading" className="text-xl font-semibold text-white">
            {t('heading')}
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            {isOwner ? t('introOwner') : t('introMember', { role: t(`roles.${project.role}`) })}
          </p>
        </div>
        {canLeave && (
          <Button variant="danger-outline" size="sm" onClick={() => setLeaving(true)}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t('leave.button')}
          </Button>
        )}
      </div>

      {manage && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <InviteForm projectId={project.id} />
          <div className="space-y-6">
            <PermissionsLegend />
            <MembersShareSwitch project={project} />
          </div>
        </div>
      )}

      {lists.some((list) => list.isPending) ? (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <PanelListSkeleton rows={3} />
        </div>
      ) : failed.length > 0 ? (
        <ErrorState
          title={t('loadFailed')}
          body={t('loadFailedBody')}
          retryLabel={t('common:retry')}
          retrying={failed.some((list) => list.isFetching)}
          onRetry={() => failed.forEach((list) => void list.refetch())}
        />
      ) : (
        <>
          <MembersSection project={project} members={members} />
          {manage && <PendingInvitations projectId={project.id} invitations={pending} />}
        </>
      )}

      {canLeave && (
        <LeaveProjectDialog
          project={leaving ? project : null}
          onOpenChange={setLeaving}
          onLeft={() => void navigate('/home')}
        />
      )}
    </section>
  );
}
