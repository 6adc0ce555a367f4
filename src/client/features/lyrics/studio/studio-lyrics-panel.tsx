import { NotebookPen, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProject } from '../../../lib/queries/projects';
import { LyricsTab } from '../lyrics-tab';
import { LyricsLoadError, LyricsLoading } from './components/lyrics-load-states';
import { IconButton } from '../../../components/ui/icon-button';

interface StudioLyricsPanelProps {
  id: string;
  projectId: string;
  /** Escape or the close button; the opener moves focus back to its toggle. */
  onClose: () => void;
}

/**
 * The slide-up lyrics panel over the player bar (spec part 2 §2 "Studio"): the playing song's
 * project lyrics in the project tab's own editor (compact), the same live document. Not modal — the page and the player stay
 * usable — and it sits above the bar (`--player-bar-height`), never over it.
 */
export function StudioLyricsPanel({ id, projectId, onClose }: StudioLyricsPanelProps) {
  const { t } = useTranslation('studio-lyrics');
  const headingId = useId();
  const project = useProject(projectId);
  const panelRef = useRef<HTMLElement>(null);
  const focusedTitle = useRef(false);
  const [shown, setShown] = useState(false);
  // Nothing to ask before closing: every edit is in the live document (or kept on this device).
  const handleClose = onClose;

  // Slide in on the next frame (the transition needs a first frame to start from), and take focus.
  useEffect(() => {
    panelRef.current?.focus();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // Once the editor is there, the writer lands in the title, ready to type.
  const focusTitleOnce = (input: HTMLInputElement | null) => {
    if (!input || focusedTitle.current) return;
    focusedTitle.current = true;
    input.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    handleClose();
  };

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      data-testid="lyrics-panel"
      className={`fixed inset-x-0 bottom-[var(--player-bar-height,0px)] z-30 flex h-[min(32rem,calc(100dvh-var(--player-bar-height,0px)-5rem))] flex-col rounded-t-2xl border border-b-0 border-zinc-800 bg-zinc-900 shadow-[0_-12px_32px_rgba(0,0,0,0.45)] transition-transform duration-200 ease-out focus:outline-none motion-reduce:transition-none md:left-auto md:right-4 md:w-[36rem] ${shown ? 'translate-y-0' : 'translate-y-full'}`}
    >
      <header className="flex items-center gap-3 border-b border-zinc-800 px-4 py-3">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600/15 text-brand-300">
          <NotebookPen className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-sm font-semibold text-white">
            {t('panel.title')}
          </h2>
          {project.data && (
            <p className="truncate text-xs text-zinc-400" title={project.data.title}>
              {project.data.title}
            </p>
          )}
        </div>
        <IconButton
          look="round"
          onClick={handleClose}
          label={t('panel.close')}
          title={t('panel.close')}
        >
          <X className="h-4 w-4" aria-hidden />
        </IconButton>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {project.isPending ? (
          <LyricsLoading />
        ) : project.isError ? (
          <LyricsLoadError
            title={t('panel.projectError')}
            onRetry={() => void project.refetch()}
            retrying={project.isFetching}
          />
        ) : (
          <LyricsTab project={project.data} variant="panel" titleRef={focusTitleOnce} />
        )}
      </div>
    </section>
  );
}
