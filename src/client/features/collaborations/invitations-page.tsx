import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { useReceivedInvitations } from './api/invitations';
import { AnswerButtons } from './components/answer-buttons';
import { NamespacedListFooter } from '../../components/ui/paged-list-footer';
import { useInvitationAnswer } from './components/use-invitation-answer';
import { formatShortDate } from './lib/short-date';
import { Card } from '../../components/ui/card';

/** /invitations: the signed-in account's pending invitations, to accept or decline. */
export function InvitationsPage() {
  const { t } = useTranslation('collaborations');
  const invitations = useReceivedInvitations();
  const answer = useInvitationAnswer();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('received.title')} · ${t('common:appName')}`}</title>
      <header>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('received.title')}</h1>
        <p className="mt-1 text-sm text-zinc-400">{t('received.subtitle')}</p>
      </header>
      {invitations.isPending ? (
        <div role="status">
          <span className="sr-only">{t('received.loading')}</span>
          <PanelListSkeleton rows={2} />
        </div>
      ) : invitations.isError && !invitations.data ? (
        <ErrorState
          titleAs="h2"
          title={t('received.loadFailed')}
          body={t('received.loadFailedBody')}
          retryLabel={t('common:retry')}
          retrying={invitations.isFetching}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.items.length === 0 ? (
        <EmptyPanel
          icon={MailOpen}
          titleAs="h2"
          title={t('received.empty')}
          body={t('received.emptyBody')}
        />
      ) : (
        <>
          <ul aria-label={t('received.listLabel')} className="space-y-3">
            {invitations.items.map((invitation) => (
              <Card as="li" key={invitation.id} className="flex flex-wrap items-center gap-4">
                <div className="min-w-0 flex-1">
                  <h2 className="truncate text-base font-semibold text-zinc-100">
                    {invitation.projectTitle}
                  </h2>
                  <p className="mt-1 text-sm text-zinc-400">
                    {invitation.inviterName && (
                      <>
                        {t('received.from', { name: invitation.inviterName })}
                        {' · '}
                      </>
                    )}
                    {t('received.asRole', { role: t(`roles.${invitation.role}`) })}
                    {' · '}
                    {t('pending.sentOn', { date: formatShortDate(invitation.createdAt) })}
                  </p>
                </div>
                <AnswerButtons
                  projectTitle={invitation.projectTitle}
                  busy={answer.busyId === invitation.id}
                  onAccept={() =>
                    answer.accept({
                      id: invitation.id,
                      projectId: invitation.projectId,
                      projectTitle: invitation.projectTitle,
                    })
                  }
                  onDecline={() =>
                    answer.decline({
                      id: invitation.id,
                      projectId: invitation.projectId,
                      projectTitle: invitation.projectTitle,
                    })
                  }
                />
              </Card>
            ))}
          </ul>
          <NamespacedListFooter list={invitations} namespace="collaborations" />
        </>
      )}
    </div>
  );
}
