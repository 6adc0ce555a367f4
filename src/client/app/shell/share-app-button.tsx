import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/notify';
import { shareApp } from './share-app';
import { IconButton } from '../../components/ui/icon-button';

/** Shares the site address: the native share sheet, else the clipboard and a "Link Copied" toast. */
export function ShareAppButton() {
  const { t } = useTranslation('shell');

  const handleShare = async () => {
    const outcome = await shareApp(
      {
        share: navigator.share ? (data) => navigator.share(data) : undefined,
        writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
      },
      { title: t('share.title'), text: t('share.text'), url: window.location.origin },
    );
    if (outcome === 'copied') {
      toast.success(t('share.copiedTitle'), { description: t('share.copiedBody') });
    } else if (outcome === 'failed') {
      toast.error(t('share.failed'), { description: window.location.origin });
    }
  };

  return (
    <IconButton
      look="bar"
      onClick={() => void handleShare()}
      label={t('share.button')}
      title={t('share.button')}
    >
      <Share2 className="h-5 w-5" aria-hidden />
    </IconButton>
  );
}
