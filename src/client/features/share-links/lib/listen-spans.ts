/**
 * Which stretches of a song a listener heard, from the player's position sampled while it plays
 * (every SAMPLE_MS). Pure, so the rules are tested apart from timers and the network.
 *
 * A span grows while each sample follows the last one closely; a seek, a stall or a pause ends
 * it. Spans that only continue one another are joined, but a stretch heard again (a replay) stays
 * a span of its own: the server counts replayed seconds from the overlap.
 */

/** [start, end) in seconds. */
export type Span = readonly [number, number];

/** How often the page samples the position while playing. */
export const SAMPLE_MS = 250;
/**
 * The longest step between two samples still taken as heard in between: a throttled timer may
 * fire late, but a jump farther than this is a seek.
 */
export const MAX_STEP_SECONDS = 1.5;
/** Two spans this close end to start are one (sampling jitter, a batch boundary). */
const JOIN_EPSILON = 0.05;
/** A span shorter than this is a seek's landing, not listening. */
const MIN_SPAN_SECONDS = 0.2;

export interface SpanState {
  /** Spans closed and not yet sent, in the order heard. */
  closed: readonly Span[];
  /** The span growing now, or null while nothing plays. */
  open: Span | null;
}

export const EMPTY_SPANS: SpanState = { closed: [], open: null };

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function close(state: SpanState): SpanState {
  if (!state.open) return state;
  return { closed: [...state.closed, state.open], open: null };
}

/** One sample of the position while the song plays. */
export function observe(state: SpanState, time: number): SpanState {
  if (!Number.isFinite(time) || time < 0) return state;
  const open = state.open;
  if (open) {
    const step = time - open[1];
    if (step >= 0 && step <= MAX_STEP_SECONDS) return { ...state, open: [open[0], time] };
  }
  // Playback jumped (a seek, backwards or forwards): what was heard so far is one span.
  return { closed: close(state).closed, open: [time, time] };
}

/** Playback stopped (pause, end, another song): the growing span ends where it was. */
export function pause(state: SpanState): SpanState {
  return close(state);
}

/** Spans within [0, duration], rounded to the millisecond, too-short ones dropped. */
export function clampSpans(spans: readonly Span[], duration: number): Span[] {
  const out: Span[] = [];
  for (const [from, to] of spans) {
    const start = round(Math.max(0, Math.min(from, duration)));
    const end = round(Math.max(0, Math.min(to, duration)));
    if (end - start >= MIN_SPAN_SECONDS) out.push([start, end]);
  }
  return out;
}

/** Joins spans where one continues the one before it; overlaps (replays) stay apart. */
export function joinContinuing(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    if (last && Math.abs(span[0] - last[1]) <= JOIN_EPSILON) {
      out[out.length - 1] = [last[0], Math.max(last[1], span[1])];
    } else {
      out.push(span);
    }
  }
  return out;
}

/**
 * What to send now: the closed spans and the open one so far, at most `max`, within the song;
 * the state keeps the rest (and the open span goes on from where it was cut, so the next batch
 * continues it without a gap or a double count).
 */
export function drain(
  state: SpanState,
  duration: number,
  max: number,
): { batch: Span[]; state: SpanState } {
  const pending = state.open ? [...state.closed, state.open] : [...state.closed];
  const joined = joinContinuing(pending);
  const taken = joined.slice(0, max);
  const left = joined.slice(max);
  const openStays = state.open && left.length === 0 ? state.open : null;
  const restOpen: Span | null = openStays ? [openStays[1], openStays[1]] : null;
  // When the open span did not fit, it goes back whole (as the last of what is left), still open.
  const keptOpen = state.open && left.length > 0 ? left[left.length - 1]! : restOpen;
  const keptClosed = state.open && left.length > 0 ? left.slice(0, -1) : left;
  return {
    batch: clampSpans(taken, duration),
    state: { closed: keptClosed, open: keptOpen },
  };
}

/** Whether anything heard waits to be sent. */
export function hasPending(state: SpanState): boolean {
  return state.closed.length > 0 || (state.open !== null && state.open[1] > state.open[0]);
}
