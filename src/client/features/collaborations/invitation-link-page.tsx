import { Link2Off, MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationPreview } from '../../../shared/schemas/collaborations';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useInvitationPreview } from './api/invitations';
import { AnswerButtons } from './components/answer-buttons';
import { buttonClasses } from '../../components/ui/button';
import { useInvitationAnswer } from './components/use-invitation-answer';
import { OtherAccountNotice } from './components/other-account-notice';

/** Whether the signed-in e-mail is the invited one (the server compares them without case). */
const isInvitedEmail = (signedIn: string, invited: string) =>
  signedIn.toLowerCase() === invited.toLowerCase();

/** /invitations/:token, the e-mail link for existing accounts: preview, then sign in and answer. */
export function InvitationLinkPage() {
  const { t } = useTranslation('collaborations');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);

  let content: ReactNode;
  if (preview.isPending) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-zinc-400">
        <Spinner />
        {t('link.loading')}
      </div>
    );
  } else if (preview.isError) {
    const dead = preview.error instanceof ApiError && preview.error.status === 404;
    content = dead ? (
      <div className="text-center">
        <Link2Off className="mx-auto mb-4 h-10 w-10 text-zinc-400" aria-hidden />
        <h1 className="text-xl font-bold text-white">{t('link.deadTitle')}</h1>
        <p className="mt-2 text-sm text-zinc-400">{t('link.deadBody')}</p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
          {t('link.home')}
        </Link>
      </div>
    ) : (
      <ErrorState
        titleAs="h2"
        title={t('link.loadFailed')}
        body={t('link.loadFailedBody')}
        retryLabel={t('common:retry')}
        retrying={preview.isFetching}
        onRetry={() => void preview.refetch()}
      />
    );
  } else {
    content = <InvitationPreviewCard token={token} invitation={preview.data} />;
  }

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 py-12">
      <title>{`${t('link.pageTitle')} · ${t('common:appName')}`}</title>
      <Link to="/" className="mb-8 text-2xl font-bold text-white">
        {t('common:appName')}
      </Link>
      <main className="w-full max-w-lg rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
        {content}
      </main>
    </div>
  );
}

function InvitationPreviewCard({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const { t } = useTranslation('collaborations');
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const answer = useInvitationAnswer(() => void navigate('/home'));
  const here = `/invitations/${encodeURIComponent(token)}`;
  const registerParams = new URLSearchParams({
    invitation: token,
    email: invitation.inviteEmail,
    project: invitation.projectTitle,
  });
  const answerable = { ...invitation, token };
  const signInPath = `/login?next=${encodeURIComponent(here)}`;
  const registerPath = `/register?${registerParams.toString()}`;

  return (
    <div>
      <MailOpen className="mb-4 h-10 w-10 text-brand-400" aria-hidden />
      <h1 className="text-2xl font-bold text-white [overflow-wrap:anywhere]">
        {t('link.title', { project: invitation.projectTitle })}
      </h1>
      <p className="mt-2 text-sm text-zinc-300">
        {t('link.body', {
          inviter: invitation.inviterName,
          project: invitation.projectTitle,
          role: t(`roles.${invitation.role}`),
        })}
      </p>
      <p className="mt-1 text-xs text-zinc-400">
        {t('link.sentTo', { email: invitation.inviteEmail })}
      </p>
      <div className="mt-6">
        {isLoading ? (
          <Spinner />
        ) : user && !isInvitedEmail(user.email, invitation.inviteEmail) ? (
          <OtherAccountNotice
            signedInAs={user.email}
            invitedEmail={invitation.inviteEmail}
            signInPath={signInPath}
            registerPath={registerPath}
          />
        ) : user ? (
          <AnswerButtons
            projectTitle={invitation.projectTitle}
            busy={answer.busyId === invitation.id}
            onAccept={() => answer.accept(answerable)}
            onDecline={() => answer.decline(answerable)}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <Link to={signInPath} className={buttonClasses()}>
              {t('link.signIn', { email: invitation.inviteEmail })}
            </Link>
            <p className="text-center text-sm text-zinc-400">
              {t('link.noAccount')}{' '}
              <Link
                to={registerPath}
                className="font-medium text-brand-400 underline-offset-4 hover:underline"
              >
                {t('link.register')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
