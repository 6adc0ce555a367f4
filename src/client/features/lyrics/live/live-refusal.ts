/**
 * How the lyrics channel ends for good (docs: notes of issue 26, "the channel"): the close codes
 * the server sends, which of them stop the reconnecting, and what the writer is told. Pure, so
 * the rules are tested without a socket.
 */

import { LYRICS_CLOSE } from '../../../../shared/lyrics-document';

/** Why editing stopped: each has its own sentence (lyrics namespace, `live.refused.*`). */
export type RefusalKind = 'refusedUpdate' | 'sessionEnded' | 'accessEnded' | 'notFound';

export interface Refusal {
  kind: RefusalKind;
  /** The error code the server named (an auth message before the close), when it sent one. */
  code: string | null;
}

// LYRICS_FINAL_CLOSE_CODES, each with what the writer is told.
const FINAL: Record<number, RefusalKind> = {
  [LYRICS_CLOSE.refused]: 'refusedUpdate',
  [LYRICS_CLOSE.sessionEnded]: 'sessionEnded',
  [LYRICS_CLOSE.accessEnded]: 'accessEnded',
  [LYRICS_CLOSE.notFound]: 'notFound',
};

/**
 * The refusal a close code means, or null when the provider should reconnect (a dropped network,
 * a restarted server, 4429 too many connections: all pass).
 */
export function refusalOf(code: number, lastReason: string | null): Refusal | null {
  const kind = FINAL[code];
  return kind ? { kind, code: lastReason } : null;
}

/** The one reason a reader's write is answered with (no close follows): the editor turns read-only. */
export const READ_ONLY_REASON = 'lyrics.readOnly';

/**
 * Whether edits kept in this browser for the document should be dropped with it: an update the
 * server refused would be refused again on every reopen, and lyrics that are gone have nowhere
 * to go. A session that ended or access that ended may come back, so those edits are kept.
 */
export function dropsKeptEdits(refusal: Refusal): boolean {
  return refusal.kind === 'refusedUpdate' || refusal.kind === 'notFound';
}
