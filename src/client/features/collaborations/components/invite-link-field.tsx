import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useSite } from '../../../lib/queries/site';

/** Why the owner must carry the link: a demo studio, no SMTP server, or an e-mail not sent. */
export function useInviteLinkNote() {
  const { t } = useTranslation('collaborations');
  const { user } = useCurrentUser();
  const emailConfigured = useSite().data?.emailConfigured ?? true;
  return (email: string) => {
    if (user?.isDemo) return t('invite.demoLinkNote');
    return emailConfigured
      ? t('invite.notSentLinkNote', { email })
      : t('invite.noMailLinkNote', { email });
  };
}

/**
 * An invitation link the server handed back because no e-mail carried it (issue 14's demo
 * studios, issue 25 item 4's instance without SMTP): a read-only field with a Copy button.
 */
export function InviteLinkField({ link, email }: { link: string; email: string }) {
  const { t } = useTranslation('collaborations');
  const noteOf = useInviteLinkNote();
  return (
    <div className="mt-4">
      <CopyLinkField
        link={link}
        text={{
          label: t('invite.linkLabel', { email }),
          note: noteOf(email),
          copy: t('invite.copyLink'),
          copied: t('invite.linkCopied'),
          copyFailed: t('invite.copyFailed'),
        }}
      />
    </div>
  );
}
