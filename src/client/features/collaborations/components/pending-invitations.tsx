import { Link2, Mail, RotateCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Collaboration } from '../../../../shared/schemas/collaborations';
import {
  useCancelInvitation,
  useNewInviteLink,
  useResendInvitation,
  type useProjectCollaborations,
} from '../api/collaborations';
import { initialOf } from '../lib/member-display';
import { formatShortDate } from '../lib/short-date';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { Button } from '../../../components/ui/button';
import { BusyIcon } from '../../../components/busy-icon';
import { Card } from '../../../components/ui/card';
import { Avatar } from '../../../components/ui/avatar';
import { EmailFailedNote } from './email-failed-note';
import { InviteLinkField, originOf, type InviteLinkOrigin } from './invite-link-field';

interface PendingInvitationsProps {
  projectId: string;
  /** The project's pending invitations, a page at a time (oldest first). */
  invitations: ReturnType<typeof useProjectCollaborations>;
}

/** The owner's pending invitations: who, invited as what, when; Resend, Copy invite link, Cancel. */
export function PendingInvitations({ projectId, invitations: list }: PendingInvitationsProps) {
  const { t } = useTranslation('collaborations');
  const invitations = list.items;
  const id = useId();
  const resend = useResendInvitation(projectId);
  const cancel = useCancelInvitation(projectId);
  const newLink = useNewInviteLink();

  // Resend and Copy invite link both replace the link: the new one is shown once, the old is dead.
  const [handLink, setHandLink] = useState<{
    link: string;
    email: string;
    origin: InviteLinkOrigin;
  } | null>(null);
  const handleResend = (invitation: Collaboration) =>
    resend.mutate(invitation.id, {
      onSuccess: (result) => {
        toast.success(t('pending.resent'), { description: result.message });
        setHandLink({
          link: result.inviteLink,
          email: invitation.inviteEmail,
          origin: originOf(result),
        });
      },
      onError: () => toast.error(t('pending.resendFailed')),
    });
  const handleNewLink = (invitation: Collaboration) =>
    newLink.mutate(invitation.id, {
      onSuccess: (result) =>
        setHandLink({ link: result.inviteLink, email: invitation.inviteEmail, origin: 'replaced' }),
      onError: () => toast.error(t('pending.newLinkFailed')),
    });
  const handleCancel = (invitation: Collaboration) =>
    cancel.mutate(invitation.id, {
      onSuccess: () =>
        toast.success(t('pending.cancelled'), {
          description: t('pending.cancelledBody', { email: invitation.inviteEmail }),
        }),
      onError: () => toast.error(t('pending.cancelFailed')),
    });

  return (
    <Card as="section" aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-zinc-100">
        <Mail className="h-5 w-5 text-brand-400" aria-hidden />
        {t('pending.heading')}
        <span className="text-sm font-normal text-zinc-400">
          {t('pending.count', { count: list.total ?? invitations.length })}
        </span>
      </h3>
      {invitations.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-zinc-800 px-4 py-6 text-center text-sm text-zinc-300">
          {t('pending.empty')}
        </p>
      ) : (
        <ul aria-label={t('pending.listLabel')} className="mt-2 divide-y divide-zinc-800">
          {invitations.map((invitation) => {
            const resending = resend.isPending && resend.variables === invitation.id;
            const cancelling = cancel.isPending && cancel.variables === invitation.id;
            const linking = newLink.isPending && newLink.variables === invitation.id;
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar
                  name={invitation.inviteEmail}
                  tone="grey"
                  initials={initialOf(invitation.inviteEmail)}
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-100">
                    {invitation.inviteEmail}
                  </p>
                  <p className="text-xs text-zinc-400">
                    {t('pending.invitedAs', { role: t(`roles.${invitation.role}`) })}
                    {' · '}
                    {t('pending.sentOn', { date: formatShortDate(invitation.createdAt) })}
                  </p>
                  <EmailFailedNote invitation={invitation} />
                </div>
                <div className="flex items-center gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => handleResend(invitation)}
                    busy={resending}
                    disabled={cancelling}
                    aria-label={t('pending.resendLabel', { email: invitation.inviteEmail })}
                  >
                    <BusyIcon busy={resending} icon={RotateCw} />
                    {t('pending.resend')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => handleNewLink(invitation)}
                    busy={linking}
                    disabled={cancelling}
                    aria-label={t('pending.newLinkLabel', { email: invitation.inviteEmail })}
                  >
                    <BusyIcon busy={linking} icon={Link2} />
                    {t('pending.newLink')}
                  </Button>
                  <Button
                    variant="danger-outline"
                    size="sm"
                    onClick={() => handleCancel(invitation)}
                    disabled={resending || cancelling || linking}
                    aria-label={t('pending.cancelLabel', { email: invitation.inviteEmail })}
                  >
                    <BusyIcon busy={cancelling} icon={X} />
                    {t('pending.cancel')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {handLink && <InviteLinkField {...handLink} />}
      <NamespacedListFooter list={list} namespace="collaborations" />
    </Card>
  );
}
