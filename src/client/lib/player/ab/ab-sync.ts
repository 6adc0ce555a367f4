/*
 * Keeping two versions of a song in step (issue 27 item 4). Both media elements play all the
 * time; only the heard one's gain is up. The heard element leads, the silent one follows: a
 * small drift is closed by playing the follower a little faster or slower (no seek, so no
 * stall), a large one (a seek, a stall while buffering) by moving it to the leader's time.
 */

/** Drift the ear does not notice when the versions flip; within it the follower plays at 1×. */
export const AB_DRIFT_TOLERANCE_S = 0.02;
/** Beyond this a rate change would take too long to catch up: the follower seeks instead. */
export const AB_SEEK_DRIFT_S = 0.25;
/** How much faster or slower the follower may play while it catches up (±5 %). */
export const AB_MAX_RATE_NUDGE = 0.05;
/** Seconds over which a drift is closed by the rate nudge (drift / this = the nudge). */
export const AB_CATCH_UP_S = 2;
/** How often the engine compares the two positions while playing. */
export const AB_SYNC_INTERVAL_MS = 100;
/** The cross-fade of a flip: short enough to be "at once", long enough not to click. */
export const AB_FLIP_RAMP_S = 0.008;

/** What to do with the follower. */
export type SyncAction =
  { kind: 'hold' } | { kind: 'rate'; playbackRate: number } | { kind: 'seek'; time: number };

/**
 * The follower's correction from both positions (seconds). `follower − leader` > 0 means the
 * follower is ahead and must slow down.
 */
export function syncAction(leaderTime: number, followerTime: number): SyncAction {
  const drift = followerTime - leaderTime;
  const size = Math.abs(drift);
  if (!Number.isFinite(drift) || size <= AB_DRIFT_TOLERANCE_S) return { kind: 'hold' };
  if (size > AB_SEEK_DRIFT_S) return { kind: 'seek', time: leaderTime };
  const nudge = Math.min(AB_MAX_RATE_NUDGE, size / AB_CATCH_UP_S);
  return { kind: 'rate', playbackRate: drift > 0 ? 1 - nudge : 1 + nudge };
}

/** The other slot. */
export type AbSlot = 'a' | 'b';
export const otherSlot = (slot: AbSlot): AbSlot => (slot === 'a' ? 'b' : 'a');

/** One gain's automation: hold `from` at `start`, then a straight line to `to` at `end`. */
export interface GainRamp {
  from: number;
  to: number;
  start: number;
  end: number;
}

/**
 * The two ramps of a flip at audio-clock time `now`: the heard version fades out while the
 * other fades in to its level, over `AB_FLIP_RAMP_S`, so the sum never drops to silence.
 */
export function flipRamps(
  now: number,
  outgoing: { current: number },
  incoming: { current: number; level: number },
): { outgoing: GainRamp; incoming: GainRamp } {
  const end = now + AB_FLIP_RAMP_S;
  return {
    outgoing: { from: outgoing.current, to: 0, start: now, end },
    incoming: { from: incoming.current, to: incoming.level, start: now, end },
  };
}

/** The position both versions seek to: within the shorter one, never negative. */
export function clampAbTime(seconds: number, durationA: number, durationB: number): number {
  const durations = [durationA, durationB].filter((d) => Number.isFinite(d) && d > 0);
  const limit = durations.length > 0 ? Math.min(...durations) : Infinity;
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.min(seconds, limit);
}
