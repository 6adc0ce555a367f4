import { useEffect, useRef, useState } from 'react';
import {
  autosaveDelay,
  createAutosaveQueue,
  type AutosaveQueue,
  type AutosaveStatus,
  type PreparedSave,
} from './autosave-queue';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

export type { AutosaveStatus, PreparedSave } from './autosave-queue';

interface AutosaveOptions<T, P> {
  /** What a change would send, or why it cannot be sent (read when it is about to be sent). */
  prepare: (value: T) => PreparedSave<P>;
  /** Sends one payload; resolves true once stored (false after a failure it has reported). */
  send: (payload: P) => Promise<boolean>;
  /** The wait after the last change (a spec timer from src/shared/constants.ts). */
  delayMs: number;
  /** Nothing is sent this long after mounting (an editor settling is not an edit). */
  guardMs?: number;
  /** The account's auto-save setting; off, changes wait for `saveNow` (the Save button). */
  autoSave: boolean;
  /** Where the editor starts: 'saved' when it loaded something the server has. */
  initialStatus: 'idle' | 'saved';
  /** A keepalive send for a page being closed; without it, closing the page sends nothing. */
  sendOnPageHide?: (payload: P) => void;
  /** Whether leaving with unsaved changes (auto-save off) may ask first; default true. */
  warnOnLeave?: boolean;
}

// With auto-save off these hold words the server does not have: leaving asks first.
const UNSAVED: readonly AutosaveStatus[] = ['unsaved', 'blocked', 'error', 'saving'];

/**
 * One editor's autosave (spec part 2 §4): a change is sent `delayMs` after the last one (never
 * within `guardMs` of mounting), one save at a time with the latest change after it; a pending
 * change is sent when the editor unmounts, and with keepalive when the page is hidden. With
 * auto-save off, changes wait for `saveNow` and leaving the page asks first.
 */
export function useAutosave<T, P>(options: AutosaveOptions<T, P>) {
  const { autoSave, initialStatus, warnOnLeave = true } = options;
  const [status, setStatus] = useState<AutosaveStatus>(initialStatus);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [mountedAt] = useState(Date.now);
  const queueRef = useRef<AutosaveQueue<T, P> | null>(null);
  queueRef.current ??= createAutosaveQueue<T, P>({
    prepare: (value) => optionsRef.current.prepare(value),
    send: (payload) => optionsRef.current.send(payload),
    delay: () => {
      const { delayMs, guardMs = 0 } = optionsRef.current;
      return autosaveDelay(delayMs, mountedAt + guardMs, Date.now());
    },
    autoSave: () => optionsRef.current.autoSave,
    onStatus: setStatus,
  });
  const queue = queueRef.current;

  // Auto-save turned back on with changes waiting: they are saved as if just made.
  useEffect(() => {
    if (autoSave && queue.hasWaiting()) void queue.flush();
  }, [autoSave, queue]);

  // Leaving the editor saves at once; closing or navigating the page away saves with keepalive.
  useEffect(() => {
    const handlePageHide = () => {
      const send = optionsRef.current.sendOnPageHide;
      const payload = send && queue.takeForPageHide();
      if (send && payload !== undefined) send(payload);
    };
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      if (optionsRef.current.autoSave && queue.hasWaiting()) void queue.flush();
    };
  }, [queue]);

  const unsaved = warnOnLeave && !autoSave && UNSAVED.includes(status);
  useUnsavedChangesWarning(unsaved);

  return {
    status,
    /** Whether leaving would drop changes (auto-save off and words the server lacks). */
    unsaved,
    change: queue.change,
    hold: queue.hold,
    discard: queue.discard,
    /** Sends what waits now (Retry, the Save button); resolves true when all is stored. */
    flush: queue.flush,
    saveNow: queue.saveNow,
    hasWaiting: queue.hasWaiting,
  };
}
