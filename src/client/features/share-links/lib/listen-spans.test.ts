import { describe, expect, it } from 'vitest';
import {
  clampSpans,
  drain,
  EMPTY_SPANS,
  hasPending,
  joinContinuing,
  observe,
  pause,
  type SpanState,
} from './listen-spans';

/** Samples every 0.25 s from `from` to `to` (inclusive), as the page takes them while playing. */
function play(state: SpanState, from: number, to: number): SpanState {
  let next = state;
  for (let t = from; t <= to + 1e-9; t += 0.25) next = observe(next, Math.round(t * 100) / 100);
  return next;
}

describe('observe', () => {
  it('grows one span while samples follow each other', () => {
    const state = play(EMPTY_SPANS, 0, 5);
    expect(state).toEqual({ closed: [], open: [0, 5] });
  });

  it('takes a late timer (a step under 1.5 s) as heard, a farther jump as a seek', () => {
    let state = observe(observe(EMPTY_SPANS, 2), 3.4);
    expect(state.open).toEqual([2, 3.4]);
    state = observe(state, 30);
    expect(state).toEqual({ closed: [[2, 3.4]], open: [30, 30] });
  });

  it('a seek backwards closes the span and starts another over the same seconds', () => {
    let state = play(EMPTY_SPANS, 10, 20);
    state = play(state, 12, 15);
    expect(state).toEqual({ closed: [[10, 20]], open: [12, 15] });
  });

  it('ignores positions that are not real', () => {
    expect(observe(EMPTY_SPANS, Number.NaN)).toBe(EMPTY_SPANS);
    expect(observe(EMPTY_SPANS, -1)).toBe(EMPTY_SPANS);
  });

  it('pause closes the growing span; playing on after it starts a new one', () => {
    let state = pause(play(EMPTY_SPANS, 0, 3));
    expect(state).toEqual({ closed: [[0, 3]], open: null });
    state = play(state, 3, 4);
    expect(state).toEqual({ closed: [[0, 3]], open: [3, 4] });
  });
});

describe('joinContinuing', () => {
  it('joins a span that continues the one before, keeps a replay apart', () => {
    expect(
      joinContinuing([
        [0, 3],
        [3.02, 6],
        [2, 4],
        [40, 41],
      ]),
    ).toEqual([
      [0, 6],
      [2, 4],
      [40, 41],
    ]);
  });
});

describe('clampSpans', () => {
  it('keeps spans within the song, rounded, and drops a seek landing', () => {
    expect(
      clampSpans(
        [
          [-1, 2.12345],
          [179.9, 200],
          [50, 50.1],
        ],
        180,
      ),
    ).toEqual([[0, 2.123]]);
  });
});

describe('drain', () => {
  it('sends the closed spans and the open one so far, which then goes on without a gap', () => {
    const state = play(pause(play(EMPTY_SPANS, 0, 4)), 60, 62);
    const first = drain(state, 180, 50);
    expect(first.batch).toEqual([
      [0, 4],
      [60, 62],
    ]);
    expect(first.state).toEqual({ closed: [], open: [62, 62] });
    expect(hasPending(first.state)).toBe(false);
    const second = drain(play(first.state, 62.25, 65), 180, 50);
    expect(second.batch).toEqual([[62, 65]]);
  });

  it('keeps what does not fit in one report for the next', () => {
    let state: SpanState = EMPTY_SPANS;
    for (let i = 0; i < 5; i++) state = pause(play(state, i * 10, i * 10 + 1));
    const first = drain(state, 100, 3);
    expect(first.batch).toHaveLength(3);
    expect(first.state.closed).toHaveLength(2);
    const second = drain(first.state, 100, 3);
    expect(second.batch).toEqual([
      [30, 31],
      [40, 41],
    ]);
    expect(hasPending(second.state)).toBe(false);
  });

  it('an open span that does not fit stays open, whole', () => {
    let state: SpanState = pause(play(EMPTY_SPANS, 0, 1));
    state = play(state, 10, 12);
    const { batch, state: kept } = drain(state, 100, 1);
    expect(batch).toEqual([[0, 1]]);
    expect(kept).toEqual({ closed: [], open: [10, 12] });
  });
});
