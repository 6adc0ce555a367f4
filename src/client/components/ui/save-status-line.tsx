import { AlertCircle, Check, CircleDashed, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AutosaveStatus } from '../../hooks/autosave-queue';

/** How a save stands, as the reader should feel it; each editor maps its own states to these. */
export type SaveTone = 'idle' | 'busy' | 'saved' | 'warning' | 'error';

const TONE_CLASS: Record<SaveTone, string> = {
  idle: 'text-zinc-400',
  busy: 'text-zinc-300',
  saved: 'text-emerald-400',
  warning: 'text-amber-300',
  error: 'text-red-400',
};
/** The tone of each autosave status; an editor may soften 'blocked' (nothing written yet). */
export const AUTOSAVE_TONES: Record<AutosaveStatus, SaveTone> = {
  idle: 'idle',
  pending: 'busy',
  saving: 'busy',
  saved: 'saved',
  blocked: 'warning',
  error: 'error',
  unsaved: 'warning',
};
const TONE_ICON = {
  idle: CircleDashed,
  busy: Loader2,
  saved: Check,
  warning: AlertCircle,
  error: AlertCircle,
} as const;

interface SaveStatusLineProps {
  tone: SaveTone;
  children: ReactNode;
  /** Offered after a failure. */
  retry?: { label: string; onRetry: () => void };
  /** The editor's own state name, for tests and styling hooks (`data-status`). */
  status?: string;
  className?: string;
}

/** An autosaving editor's status line: announced politely (role="status"), Retry on failure. */
export function SaveStatusLine({
  tone,
  children,
  retry,
  status,
  className = '',
}: SaveStatusLineProps) {
  const Icon = TONE_ICON[tone];
  return (
    <div
      data-testid="save-status"
      data-status={status}
      className={`flex min-h-8 items-center gap-2 text-sm ${className}`}
    >
      <p role="status" className={`flex items-center gap-1.5 ${TONE_CLASS[tone]}`}>
        <Icon className={`h-4 w-4 shrink-0 ${tone === 'busy' ? 'animate-spin' : ''}`} aria-hidden />
        {children}
      </p>
      {retry && (
        <button
          type="button"
          onClick={retry.onRetry}
          className="rounded-md border border-zinc-700 px-2 py-1 text-xs font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {retry.label}
        </button>
      )}
    </div>
  );
}
