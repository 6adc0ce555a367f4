import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { inputClass, labelClass, primaryButtonClass } from './styles';

/**
 * A demo studio's invitation link (issue 14: demo sessions never send e-mail): shown in a
 * read-only field with a Copy button, for the visitor to share it themselves.
 */
export function InviteLinkField({ link }: { link: string }) {
  const { t } = useTranslation('collaborations');
  const id = useId();

  const handleCopy = () => {
    if (!navigator.clipboard) {
      toast.error(t('invite.copyFailed'));
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => toast.success(t('invite.linkCopied')),
      () => toast.error(t('invite.copyFailed')),
    );
  };

  return (
    <div className="mt-4">
      <label htmlFor={`${id}-link`} className={labelClass}>
        {t('invite.demoLinkLabel')}
      </label>
      <p id={`${id}-note`} className="mb-1.5 text-xs text-zinc-400">
        {t('invite.demoLinkNote')}
      </p>
      <div className="flex gap-2">
        <input
          id={`${id}-link`}
          readOnly
          value={link}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
          className={inputClass}
        />
        <button type="button" onClick={handleCopy} className={primaryButtonClass}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('invite.copyLink')}
        </button>
      </div>
    </div>
  );
}
