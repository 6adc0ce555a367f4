import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../../auth';

interface OtherAccountNoticeProps {
  /** Who is signed in now. */
  signedInAs: string;
  /** The e-mail the invitation was sent to: only that account may answer it (decision 021). */
  invitedEmail: string;
  /** The sign-in page that comes back here, and the registration prefilled for the invitation. */
  signInPath: string;
  registerPath: string;
}

/**
 * Instead of Accept and Decline when the signed-in account is not the invited one: a
 * forwarded link must not add whoever opened it, so the person switches accounts first.
 */
export function OtherAccountNotice(props: OtherAccountNoticeProps) {
  const { t } = useTranslation('collaborations');
  const navigate = useNavigate();
  const logout = useLogout();
  const switchTo = (path: string) =>
    logout.mutate(undefined, { onSettled: () => void navigate(path) });

  return (
    <div className="rounded-lg border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-100">
      <UserRoundX className="mb-2 h-6 w-6 text-amber-300" aria-hidden />
      <p role="status">
        {t('link.otherAccount', { email: props.signedInAs, invited: props.invitedEmail })}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => switchTo(props.signInPath)} disabled={logout.isPending}>
          {t('link.signInAs', { email: props.invitedEmail })}
        </Button>
        <Button
          variant="secondary"
          onClick={() => switchTo(props.registerPath)}
          disabled={logout.isPending}
        >
          {t('link.registerAs', { email: props.invitedEmail })}
        </Button>
      </div>
    </div>
  );
}
