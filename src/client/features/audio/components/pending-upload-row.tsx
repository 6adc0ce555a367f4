import { AlertCircle, Check, Clock, Loader2, PauseCircle, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '../api/upload-audio';
import { cellArea, songGridClass } from './song-table-layout';
import { useUploadRowActions } from './upload-row-actions';
import { Button } from '../../../components/ui/button';

const ICONS = {
  queued: <Clock className="h-4 w-4" aria-hidden />,
  uploading: <Loader2 className="h-4 w-4 animate-spin" aria-hidden />,
  done: <Check className="h-4 w-4" aria-hidden />,
  failed: <AlertCircle className="h-4 w-4" aria-hidden />,
  interrupted: <PauseCircle className="h-4 w-4" aria-hidden />,
  unsent: <PauseCircle className="h-4 w-4" aria-hidden />,
};

/**
 * One file of the upload queue: waiting, sending with the real percent of bytes sent, stored
 * (until its song row replaces it), failed with the reason, Dismiss and (when sending again
 * can help) Retry, or interrupted by a reload (the server holds part of it: the same file chosen
 * again continues; Dismiss), or left waiting by a reload and not kept by this browser (the same
 * file chosen again uploads; Dismiss).
 */
export function PendingUploadRow({
  upload,
  rowIndex,
}: {
  upload: PendingUpload;
  rowIndex: number;
}) {
  const { t } = useTranslation(['audio', 'uploads']);
  const actions = useUploadRowActions();
  const failed = upload.state === 'failed';
  const unsent = upload.state === 'unsent';
  const interrupted = upload.state === 'interrupted' || unsent;
  // Not a literal: the client's own reasons are keys of this namespace (upload.empty …).
  const reasonKey = upload.reasonKey ?? 'upload.failedReason';
  const status = failed
    ? t('upload.failed', { reason: upload.reason ?? t(reasonKey, { name: upload.name }) })
    : unsent
      ? t('uploads:unsent')
      : interrupted
        ? t('uploads:interrupted', { percent: upload.percent })
        : t(`upload.state.${upload.state}`);
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-busy={upload.state === 'uploading' || upload.state === 'queued'}
      data-upload-state={upload.state}
      className={`${songGridClass} rounded-lg px-2 py-2 ${
        failed ? 'bg-red-950/40 ring-1 ring-inset ring-red-500/30' : 'bg-zinc-900/60'
      }`}
    >
      <div role="cell" className={`${cellArea.lead} flex justify-end`}>
        <span
          className={`flex h-9 w-9 items-center justify-center rounded-full bg-zinc-800 ${
            failed ? 'text-red-300' : 'text-brand-300'
          }`}
        >
          {ICONS[upload.state]}
        </span>
      </div>
      <div role="cell" className={cellArea.title}>
        <p className="truncate text-sm font-medium text-zinc-200">{upload.name}</p>
        {/* Polite: the row's change of state (sent, stored, failed and why) is read out. */}
        <p
          aria-live="polite"
          className={`text-xs ${failed ? 'text-red-300' : 'text-brand-300'} break-words`}
        >
          {status}
        </p>
      </div>
      <div role="cell" className="col-start-2 col-end-[-2] lg:col-start-3">
        {failed || interrupted ? (
          actions && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              {failed && upload.retryable !== false && (
                <Button
                  variant="primary"
                  size="row"
                  focus="light"
                  onClick={() => actions.retry(upload.key)}
                  aria-label={t('upload.retryFile', { name: upload.name })}
                >
                  <RotateCcw className="h-3.5 w-3.5" aria-hidden />
                  {t('upload.retry')}
                </Button>
              )}
              <Button
                variant="row-quiet"
                size="row"
                focus="light"
                onClick={() => actions.dismiss(upload.key)}
                aria-label={
                  unsent
                    ? t('uploads:dismissUnsent', { name: upload.name })
                    : interrupted
                      ? t('uploads:dismissInterrupted', { name: upload.name })
                      : t('upload.dismissFile', { name: upload.name })
                }
              >
                <X className="h-3.5 w-3.5" aria-hidden />
                {t('upload.dismiss')}
              </Button>
            </div>
          )
        ) : (
          <div
            role="progressbar"
            aria-label={t('upload.fileProgress', { name: upload.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-800"
          >
            <div
              className="h-full rounded-full bg-brand-500 transition-[width] duration-200"
              style={{ width: `${upload.percent}%` }}
            />
          </div>
        )}
      </div>
      <div role="cell" className={`${cellArea.menu} text-xs tabular-nums text-zinc-300`}>
        {failed || interrupted ? '' : `${upload.percent}%`}
      </div>
    </div>
  );
}
