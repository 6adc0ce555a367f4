import { describe, expect, it } from 'vitest';
import { fakeClock } from '../test/fake-clock.js';
import { SlidingWindowLimiter, SWEEP_THRESHOLD } from './sliding-window-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('limits a key once it has max hits inside the window', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ windowMs: 1000, max: 3, now: clock.now });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.isLimited('a')).toBe(false);
      limiter.hit('a');
    }
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.isLimited('b')).toBe(false);
  });

  it('lets each hit expire on its own (sliding, not fixed buckets)', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ windowMs: 1000, max: 2, now: clock.now });
    limiter.hit('a');
    clock.advance(600);
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
    clock.advance(400); // the first hit is now exactly a window old
    expect(limiter.isLimited('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
    clock.advance(599);
    expect(limiter.isLimited('a')).toBe(true);
    clock.advance(1);
    expect(limiter.isLimited('a')).toBe(false);
  });

  it('forgets a key on reset and drops keys whose hits expired', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ windowMs: 1000, max: 1, now: clock.now });
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.isLimited('a')).toBe(false);
    limiter.hit('b');
    clock.advance(1000);
    expect(limiter.isLimited('b')).toBe(false);
    expect(limiter.size).toBe(0);
  });

  it('sweeps expired keys once too many are tracked, keeping keys with live hits', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ windowMs: 1000, max: 1, now: clock.now });
    for (let i = 0; i < SWEEP_THRESHOLD - 1; i += 1) limiter.hit(`ip-${i}`);
    clock.advance(600);
    limiter.hit('live');
    expect(limiter.size).toBe(SWEEP_THRESHOLD);
    clock.advance(400); // every ip-N hit has expired; the live one has 600 ms left
    limiter.hit('new');
    expect(limiter.size).toBe(2);
    expect(limiter.isLimited('live')).toBe(true);
    expect(limiter.isLimited('new')).toBe(true);
  });
});
