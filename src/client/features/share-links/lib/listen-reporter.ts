import { LISTEN_RANGES_MAX, type ListenReport } from '../../../../shared/schemas/share-links';
import { drain, EMPTY_SPANS, hasPending, observe, pause, type SpanState } from './listen-spans';

/** How often what was heard is sent while the page stays open. */
export const REPORT_EVERY_MS = 10_000;

/** How a report leaves: a request, or a beacon when the page is going away. */
export type SendReport = (report: ListenReport, how: 'request' | 'beacon') => void;

/** What the player says at each sample. */
export interface PlayerSample {
  /** The version playing (or paused) now; null when nothing is loaded. */
  audioId: string | null;
  duration: number;
  time: number;
  playing: boolean;
  /** The song played to its end. */
  ended: boolean;
}

interface Session {
  listenId: string;
  audioId: string;
  duration: number;
  spans: SpanState;
}

/**
 * A listener's receipts: one listen (a fresh id) per play session of one version, from its
 * first second played until it ends, another version plays or the page goes; what was heard is
 * sent in batches of at most LISTEN_RANGES_MAX spans. No timers or network of its own: the page
 * feeds it samples and says when to send, so the rules are tested with a plain function.
 */
export class ListenReporter {
  private session: Session | null = null;

  constructor(
    private readonly send: SendReport,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** One sample of the player (every SAMPLE_MS). */
  sample({ audioId, duration, time, playing, ended }: PlayerSample): void {
    if (this.session && this.session.audioId !== audioId) this.end('request');
    if (!audioId) return;
    if (!this.session) {
      if (!playing) return;
      this.session = { listenId: this.newId(), audioId, duration, spans: EMPTY_SPANS };
    }
    const session = this.session;
    if (duration > 0) session.duration = duration;
    // The last stretch before the end is heard too: the end's position closes the span.
    session.spans = playing || ended ? observe(session.spans, time) : pause(session.spans);
    if (ended) this.end('request');
  }

  /** Sends what was heard so far; the listen goes on. */
  flush(how: 'request' | 'beacon' = 'request'): void {
    this.report(how, false);
  }

  /** Sends what was heard and ends the listen: the next play starts a new one. */
  end(how: 'request' | 'beacon'): void {
    if (!this.session) return;
    this.session.spans = pause(this.session.spans);
    this.report(how, true);
    this.session = null;
  }

  /** The listen id in play (tests, and the page's own checks). */
  get listenId(): string | null {
    return this.session?.listenId ?? null;
  }

  private report(how: 'request' | 'beacon', ended: boolean): void {
    const session = this.session;
    if (!session) return;
    // A long listen with many seeks may hold more spans than one report takes: several go.
    do {
      const { batch, state } = drain(session.spans, session.duration, LISTEN_RANGES_MAX);
      session.spans = state;
      const last = !hasPending(state) || state.closed.length === 0;
      if (batch.length === 0 && !(ended && last)) break;
      this.send(
        {
          listenId: session.listenId,
          audioId: session.audioId,
          ranges: batch.map(([from, to]) => [from, to] as [number, number]),
          ...(ended && last && { ended: true }),
        },
        how,
      );
      if (last) break;
    } while (hasPending(session.spans));
  }
}
