import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-error-text';
import { toast } from '../../../lib/notify';
import type { Refusal } from './live-refusal';

/**
 * Editing stopped for good (access ended, the session ended, the lyrics are gone, or the server
 * refused an edit): why, in the person's language, and their words to copy, since the editor
 * now only shows them.
 */
export function RefusedNotice({ refusal, text }: { refusal: Refusal; text: () => string }) {
  const { t } = useTranslation('lyrics');
  const general = t(`live.refused.${refusal.kind}`);
  // The server's error code, when it named one, in the person's language (errors namespace).
  const detail = refusal.code ? apiErrorText(refusal.code, undefined, '') : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      toast(t('live.copied'));
    } catch {
      toast.error(t('live.copyFailed'));
    }
  };

  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-500/40 bg-red-500/5 p-3 text-sm text-zinc-100"
    >
      <p className="min-w-0 flex-1">
        {general}
        {detail && detail !== general ? ` ${detail}` : ''}
      </p>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        {t('live.copyMine')}
      </Button>
    </div>
  );
}
