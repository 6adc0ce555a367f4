import { AlertCircle, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { isQueueBusy, needsAttention, overallPercent } from '../lib/upload-queue';
import { useUploadQueue } from '../upload-queue-provider';

/** Where a place's upload rows are shown: the studio's songs, or the project's Audio tab. */
const placePath = (place: string) =>
  place === 'library' ? '/studio' : `/projects/${place}?tab=audio`;

/**
 * The shell's word on the uploads (issue 25 item 1), on every page: how many of the files
 * chosen are in ("Uploading: 2 of 8 done"), or how many rows wait for the person (failed, or
 * asking for their file again), as a link to where those rows are.
 */
export function UploadsIndicator() {
  const { t } = useTranslation('uploads');
  const { queue, batch } = useUploadQueue();
  const busy = isQueueBusy(queue);
  const waiting = needsAttention(queue);
  if (!busy && waiting.length === 0) return null;

  const first = busy
    ? queue.find((upload) => upload.state === 'queued' || upload.state === 'uploading')
    : waiting[0];
  // The files of this run: those in, and those still waiting or sending.
  const total =
    batch.done +
    queue.filter((upload) => upload.state === 'queued' || upload.state === 'uploading').length;
  const percent = overallPercent(queue);
  const shown = busy
    ? t('indicator.busy', { done: batch.done, total })
    : t('indicator.attention', { count: waiting.length });
  const more = busy
    ? t('indicator.busyMore', { percent })
    : t('indicator.attentionMore', { count: waiting.length });
  return (
    <Link
      to={placePath(first?.place ?? 'library')}
      title={`${shown}. ${more}`}
      data-testid="uploads-indicator"
      className={buttonClasses({ variant: busy ? 'subtle-brand' : 'amber', size: 'bar' })}
    >
      {busy ? (
        // Still, not spinning: it shows on every page for as long as the uploads take.
        <Upload className="h-4 w-4" aria-hidden />
      ) : (
        <AlertCircle className="h-4 w-4" aria-hidden />
      )}
      {/* The whole sentence is the link's name; a phone shows only the count. */}
      <span className="sr-only tabular-nums sm:not-sr-only">{shown}</span>
      <span className="sr-only">. {more}</span>
      <span className="tabular-nums sm:hidden" aria-hidden>
        {busy ? `${batch.done}/${total}` : waiting.length}
      </span>
    </Link>
  );
}
