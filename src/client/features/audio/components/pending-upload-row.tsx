import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '../api/upload-audio';
import { cellArea, songGridClass } from './song-table-layout';

/** The "Uploading..." placeholder of one file, with the real percent of bytes sent. */
export function PendingUploadRow({
  upload,
  rowIndex,
}: {
  upload: PendingUpload;
  rowIndex: number;
}) {
  const { t } = useTranslation('audio');
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-busy="true"
      className={`${songGridClass} rounded-lg bg-zinc-900/60 px-2 py-2`}
    >
      <div role="cell" className={`${cellArea.lead} flex justify-end`}>
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-zinc-800 text-brand-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        </span>
      </div>
      <div role="cell" className={cellArea.title}>
        <p className="truncate text-sm font-medium text-zinc-200">{upload.name}</p>
        <p className="text-xs text-brand-300">{t('upload.uploading')}</p>
      </div>
      <div role="cell" className="col-start-2 col-end-[-2] lg:col-start-3">
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
      </div>
      <div role="cell" className={`${cellArea.menu} text-xs tabular-nums text-zinc-300`}>
        {upload.percent}%
      </div>
    </div>
  );
}
