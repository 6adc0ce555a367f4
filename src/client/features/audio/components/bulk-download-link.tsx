import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_DOWNLOAD_MAX } from '../../../../shared/schemas/audio-bulk';
import { Button, buttonClasses } from '../../../components/ui/button';
import { bulkDownloadHref } from '../lib/bulk-download';

/**
 * "Download as ZIP" for the chosen songs: a plain link the browser downloads (the server
 * streams the archive, so it never sits in the page's memory). Above the most one download
 * may name it stays focusable but inert, with the reason beside it.
 */
export function BulkDownloadLink({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('audio');
  const reasonId = useId();
  const href = bulkDownloadHref(ids);
  const content = (
    <>
      <Download className="h-4 w-4" aria-hidden />
      {t('bulk.download')}
    </>
  );
  if (href === null) {
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled="true"
          aria-describedby={reasonId}
          className="cursor-not-allowed opacity-60"
        >
          {content}
        </Button>
        <span id={reasonId} className="text-xs text-amber-300">
          {t('bulk.downloadTooMany', { max: BULK_DOWNLOAD_MAX })}
        </span>
      </>
    );
  }
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {content}
    </a>
  );
}
