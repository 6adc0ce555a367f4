import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../../components/ui/copy-link-field';

/**
 * A demo studio's invitation link (issue 14: demo sessions never send e-mail): shown in a
 * read-only field with a Copy button, for the visitor to share it themselves.
 */
export function InviteLinkField({ link }: { link: string }) {
  const { t } = useTranslation('collaborations');
  return (
    <div className="mt-4">
      <CopyLinkField
        link={link}
        text={{
          label: t('invite.demoLinkLabel'),
          note: t('invite.demoLinkNote'),
          copy: t('invite.copyLink'),
          copied: t('invite.linkCopied'),
          copyFailed: t('invite.copyFailed'),
        }}
      />
    </div>
  );
}
