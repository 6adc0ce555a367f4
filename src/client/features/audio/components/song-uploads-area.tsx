import { Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadRowActionsContext } from './upload-row-actions';
import type { SongUploads } from './use-song-uploads';

interface SongUploadsAreaProps {
  uploads: SongUploads;
  /** Files dropped on the page go into this list's upload queue (off for viewers). */
  acceptDrops: boolean;
  /** Where the files go, said on the drop target ("your library", the project's title). */
  destination: string;
  /**
   * Called after files are dropped and queued: a page whose upload rows are on another tab
   * shows that tab, so the rows are in view.
   */
  onDropped?: () => void;
  children: ReactNode;
}

/** Whether a drag carries files (not text, links or a dragged row). */
const carriesFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A page with a song list's upload queue (issue 16 item 6): failed rows get Retry and Dismiss,
 * and files dragged anywhere over the page (any of its tabs) show a full-page drop target;
 * dropped files join the same queue as the upload button's (storage check included). The drag
 * and the drop are told to screen readers; the keyboard path is the upload button.
 */
export function SongUploadsArea({
  uploads,
  acceptDrops,
  destination,
  onDropped,
  children,
}: SongUploadsAreaProps) {
  const { t } = useTranslation('audio');
  const [dragging, setDragging] = useState(false);
  const [dropped, setDropped] = useState(0);
  const depth = useRef(0);
  // The window's listeners stay put while the page re-renders; they read the latest callback.
  const onDroppedRef = useRef(onDropped);
  useEffect(() => {
    onDroppedRef.current = onDropped;
  });
  const { uploadFiles, retry, dismiss } = uploads;
  const rowActions = useMemo(() => ({ retry, dismiss }), [retry, dismiss]);

  useEffect(() => {
    if (!acceptDrops) return;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current += 1;
      setDragging(true);
      setDropped(0);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser opens the file instead of handing it to the page.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length === 0) return;
      void uploadFiles(files);
      setDropped(files.length);
      onDroppedRef.current?.();
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
      depth.current = 0;
    };
  }, [acceptDrops, uploadFiles]);

  return (
    <UploadRowActionsContext.Provider value={rowActions}>
      {children}
      <p className="sr-only" aria-live="assertive">
        {dragging
          ? t('drop.announce', { destination })
          : dropped > 0
            ? t('drop.added', { count: dropped, destination })
            : ''}
      </p>
      {dragging && (
        <div
          data-testid="file-drop-target"
          // The page under it keeps receiving the drag; the window's listeners take the drop.
          className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-zinc-950/80 p-6 backdrop-blur-sm"
          aria-hidden
        >
          <div className="flex max-w-md flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-400 bg-zinc-900/90 px-10 py-12 text-center">
            <Upload className="h-10 w-10 text-brand-300" aria-hidden />
            <p className="text-lg font-semibold text-white">{t('drop.title')}</p>
            <p className="text-sm text-zinc-300">{t('drop.body', { destination })}</p>
          </div>
        </div>
      )}
    </UploadRowActionsContext.Provider>
  );
}
