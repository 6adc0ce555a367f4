import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useSite } from '../../../lib/queries/site';

/**
 * How the link came: with an e-mail that went out (`sent`), one on its way through the server's
 * queue (`queued`: sent with retries; a failure shows on the pending invitation), without one
 * (`notSent`: a demo studio, no SMTP server, a failed send), or by "Copy invite link" (`replaced`).
 */
export type InviteLinkOrigin = 'sent' | 'queued' | 'notSent' | 'replaced';

/** The origin an invite or resend answer implies. */
export const originOf = (result: {
  emailSent: boolean;
  emailQueued?: boolean;
}): InviteLinkOrigin => (result.emailQueued ? 'queued' : result.emailSent ? 'sent' : 'notSent');

/** What the owner should know beside the link: whether an e-mail carried it, and who can use it. */
export function useInviteLinkNote() {
  const { t } = useTranslation('collaborations');
  const { user } = useCurrentUser();
  const emailConfigured = useSite().data?.emailConfigured ?? true;
  return (email: string, origin: InviteLinkOrigin) => {
    if (origin === 'replaced') return t('pending.newLinkNote', { email });
    if (origin === 'sent') return t('invite.sentLinkNote', { email });
    if (origin === 'queued') return t('invite.queuedLinkNote', { email });
    if (user?.isDemo) return t('invite.demoLinkNote');
    return emailConfigured
      ? t('invite.notSentLinkNote', { email })
      : t('invite.noMailLinkNote', { email });
  };
}

/**
 * An invitation link, shown once where the owner made it (issue 26 item 4): after inviting or
 * resending, and by "Copy invite link". A read-only field with a Copy button.
 */
export function InviteLinkField({
  link,
  email,
  origin,
}: {
  link: string;
  email: string;
  origin: InviteLinkOrigin;
}) {
  const { t } = useTranslation('collaborations');
  const noteOf = useInviteLinkNote();
  return (
    <div className="mt-4">
      <CopyLinkField
        link={link}
        text={{
          label: t('invite.linkLabel', { email }),
          note: noteOf(email, origin),
          copy: t('invite.copyLink'),
          copied: t('invite.linkCopied'),
          copyFailed: t('invite.copyFailed'),
        }}
      />
    </div>
  );
}
