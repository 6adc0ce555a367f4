/** Where an autosaving editor stands with the server; the save-status line renders it. */
export type AutosaveStatus =
  /** Nothing written yet, or nothing changed since loading what the server has. */
  | 'idle'
  /** A change waits for its delay. */
  | 'pending'
  /** A change waits for the Save button (the account's auto-save is off). */
  | 'unsaved'
  | 'saving'
  | 'saved'
  /** A change the editor cannot send yet (a blank or invalid field); the editor says why. */
  | 'blocked'
  /** The last save failed; the change is kept for the next edit or Retry. */
  | 'error';

/** What an editor makes of a change when it is about to be sent. */
export type PreparedSave<P> =
  | { kind: 'send'; payload: P }
  | { kind: 'blocked' }
  /** The server already has it: nothing to send. */
  | { kind: 'unchanged' };

export interface AutosaveQueueOptions<T, P> {
  prepare: (value: T) => PreparedSave<P>;
  /** Sends one payload; resolves true once stored. Never called while another send runs. */
  send: (payload: P) => Promise<boolean>;
  /** How long a change made now waits before it is sent (ms). */
  delay: () => number;
  /** The account's auto-save setting, read at each change. */
  autoSave: () => boolean;
  onStatus: (status: AutosaveStatus) => void;
}

/**
 * How long a change made at `now` waits: the autosave delay, stretched so the save never lands
 * inside the initialization guard that ends at `guardEnd`.
 */
export function autosaveDelay(delayMs: number, guardEnd: number, now: number): number {
  return Math.max(delayMs, guardEnd - now);
}

interface Waiting<T> {
  value: T;
  /** Put on hold by the editor (a blank field): no timer, status 'blocked'. */
  held: boolean;
}

/**
 * An editor's autosave without React: the latest change waits `delay()` after the last edit,
 * then is sent; sends run one after another, so an edit made during a send is sent after it and
 * never overtaken by it, and the last edit is never lost. A failed send keeps the change.
 */
export function createAutosaveQueue<T, P>(options: AutosaveQueueOptions<T, P>) {
  const { onStatus } = options;
  let waiting: Waiting<T> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let chain: Promise<boolean> = Promise.resolve(true);

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  /** The status of a change that waits (after a send, or when one is made). */
  const waitingStatus = (entry: Waiting<T>): AutosaveStatus =>
    entry.held ? 'blocked' : options.autoSave() ? 'pending' : 'unsaved';

  const sendWaiting = async (): Promise<boolean> => {
    const entry = waiting;
    if (!entry) return true;
    const prepared = options.prepare(entry.value);
    if (prepared.kind === 'blocked') {
      onStatus('blocked');
      return false;
    }
    if (prepared.kind === 'unchanged') {
      waiting = null;
      onStatus('saved');
      return true;
    }
    sending = true;
    onStatus('saving');
    const stored = await options.send(prepared.payload).finally(() => {
      sending = false;
    });
    if (!stored) {
      onStatus('error');
      return false;
    }
    if (waiting === entry) {
      waiting = null;
      onStatus('saved');
      return true;
    }
    // Typing went on during the send: that newer change has its own timer (or waits for Save).
    if (waiting) onStatus(waitingStatus(waiting));
    return false;
  };

  /** Sends the waiting change after any send in progress; resolves true when all is stored. */
  const flush = (): Promise<boolean> => {
    stopTimer();
    chain = chain.then(sendWaiting).catch(() => {
      onStatus('error');
      return false;
    });
    return chain;
  };

  /** Takes a change: sent `delay()` after the last one, or kept for Save with auto-save off. */
  const change = (value: T) => {
    stopTimer();
    waiting = { value, held: false };
    const status = waitingStatus(waiting);
    // A send in progress keeps saying so; the change's own status follows when it ends.
    if (!sending) onStatus(status);
    if (status === 'pending') timer = setTimeout(() => void flush(), options.delay());
  };

  /** Keeps a change that cannot be sent yet (the editor shows why); nothing is scheduled. */
  const hold = (value: T) => {
    stopTimer();
    waiting = { value, held: true };
    onStatus('blocked');
  };

  /** The editor is back to what the server has: nothing waits any more. */
  const discard = (status: 'idle' | 'saved') => {
    stopTimer();
    waiting = null;
    onStatus(status);
  };

  /** Takes the waiting change for a keepalive send as the page goes away; nothing else follows. */
  const takeForPageHide = (): P | undefined => {
    if (!waiting || !options.autoSave()) return undefined;
    const prepared = options.prepare(waiting.value);
    if (prepared.kind !== 'send') return undefined;
    stopTimer();
    waiting = null;
    return prepared.payload;
  };

  return {
    change,
    hold,
    discard,
    flush,
    takeForPageHide,
    /** Whether a change waits that the server does not have yet. */
    hasWaiting: () => waiting !== null,
    /** Sets the waiting change to `value` (the Save button's draft) and sends it. */
    saveNow: (value: T) => {
      waiting = { value, held: false };
      return flush();
    },
  };
}

export type AutosaveQueue<T, P> = ReturnType<typeof createAutosaveQueue<T, P>>;
