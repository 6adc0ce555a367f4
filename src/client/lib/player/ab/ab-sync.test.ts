import { describe, expect, it } from 'vitest';
import {
  AB_FLIP_RAMP_S,
  AB_MAX_RATE_NUDGE,
  clampAbTime,
  flipRamps,
  otherSlot,
  syncAction,
} from './ab-sync';

describe('A/B sync', () => {
  it('holds the follower while the drift is within 20 ms', () => {
    expect(syncAction(10, 10)).toEqual({ kind: 'hold' });
    expect(syncAction(10, 10.019)).toEqual({ kind: 'hold' });
    expect(syncAction(10, 9.981)).toEqual({ kind: 'hold' });
  });

  it('slows a follower that is ahead and speeds one that is behind, in proportion', () => {
    const ahead = syncAction(10, 10.05);
    const behind = syncAction(10, 9.95);
    expect(ahead).toEqual({ kind: 'rate', playbackRate: expect.closeTo(0.975, 6) as number });
    expect(behind).toEqual({ kind: 'rate', playbackRate: expect.closeTo(1.025, 6) as number });
  });

  it('never nudges the rate by more than 5 %', () => {
    const action = syncAction(10, 10.2);
    expect(action.kind).toBe('rate');
    if (action.kind === 'rate') expect(action.playbackRate).toBeCloseTo(1 - AB_MAX_RATE_NUDGE, 6);
  });

  it('seeks the follower to the leader when it is a quarter second or more away', () => {
    expect(syncAction(42, 40)).toEqual({ kind: 'seek', time: 42 });
    expect(syncAction(42, 42.3)).toEqual({ kind: 'seek', time: 42 });
  });

  it('does nothing with a position the element has not got yet', () => {
    expect(syncAction(10, Number.NaN)).toEqual({ kind: 'hold' });
  });

  it('flips by fading the heard version out while the other fades in to its own level', () => {
    const { outgoing, incoming } = flipRamps(3, { current: 0.5 }, { current: 0, level: 0.8 });
    expect(outgoing).toEqual({ from: 0.5, to: 0, start: 3, end: 3 + AB_FLIP_RAMP_S });
    expect(incoming).toEqual({ from: 0, to: 0.8, start: 3, end: 3 + AB_FLIP_RAMP_S });
    expect(AB_FLIP_RAMP_S).toBeLessThan(0.02);
  });

  it('keeps a seek within the shorter version', () => {
    expect(clampAbTime(100, 90, 95)).toBe(90);
    expect(clampAbTime(-1, 90, 95)).toBe(0);
    expect(clampAbTime(12, Number.NaN, 95)).toBe(12);
    expect(clampAbTime(12, Number.NaN, Number.NaN)).toBe(12);
  });

  it('names the other slot', () => {
    expect(otherSlot('a')).toBe('b');
    expect(otherSlot('b')).toBe('a');
  });
});
