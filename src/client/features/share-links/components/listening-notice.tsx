import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Said before anything plays (issue 27 item 3): the sender learns what is heard and how far.
 * It stands above the songs and their play buttons, and is not dismissed away.
 */
export function ListeningNotice({ senderName }: { senderName: string }) {
  const { t } = useTranslation('share-links');
  return (
    <p
      data-testid="listening-notice"
      className="flex items-start gap-3 rounded-xl border border-brand-500/30 bg-brand-600/10 px-4 py-3 text-sm text-brand-100"
    >
      <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {t('listener.notice', { name: senderName })}
    </p>
  );
}
