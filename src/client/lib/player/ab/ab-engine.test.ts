import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbEngine, type AbMedia } from './ab-engine';
import { AB_FLIP_RAMP_S, AB_SYNC_INTERVAL_MS } from './ab-sync';
import { FakeAbContext, FakeAbMedia } from './ab-test-doubles';

let a: FakeAbMedia;
let b: FakeAbMedia;
let context: FakeAbContext;
let contexts: number;
let engine: AbEngine;

beforeEach(() => {
  vi.useFakeTimers();
  a = new FakeAbMedia();
  b = new FakeAbMedia();
  context = new FakeAbContext();
  contexts = 0;
  engine = new AbEngine({
    media: { a: a as unknown as AbMedia, b: b as unknown as AbMedia },
    createContext: () => {
      contexts += 1;
      return context;
    },
  });
  engine.load({ a: '/uploads/mix-1.wav', b: '/uploads/mix-2.wav' });
  a.duration = 600;
  b.duration = 598;
  a.fire('loadedmetadata');
  b.fire('loadedmetadata');
});
afterEach(() => vi.useRealTimers());

const [gainA, gainB] = [() => context.gains[0]!, () => context.gains[1]!];

describe('A/B engine', () => {
  it('streams both versions through their own gain; only A is heard at first', () => {
    expect([a.src, b.src]).toEqual(['/uploads/mix-1.wav', '/uploads/mix-2.wav']);
    expect(engine.getState().duration).toBe(598);
    expect(contexts).toBe(0); // no audio graph before the first play (a user gesture)
    engine.play();
    expect(contexts).toBe(1);
    expect(context.sources).toEqual([a, b]);
    expect([a.paused, b.paused]).toEqual([false, false]);
    expect([gainA().gain.value, gainB().gain.value]).toEqual([1, 0]);
    expect(gainA().connectedTo).toBe(context.destination);
  });

  it('flips by cross-fading the gains over a few ms, keeping both elements playing', () => {
    engine.play();
    context.currentTime = 12;
    a.currentTime = 42.5;
    b.currentTime = 42.51;
    engine.flip();
    expect(engine.getState().active).toBe('b');
    expect(gainA().events.slice(-2)).toEqual([
      ['set', 1, 12],
      ['ramp', 0, 12 + AB_FLIP_RAMP_S],
    ]);
    expect(gainB().events.slice(-2)).toEqual([
      ['set', 0, 12],
      ['ramp', 1, 12 + AB_FLIP_RAMP_S],
    ]);
    expect([a.paused, b.paused]).toEqual([false, false]);
    expect(engine.position()).toBe(42.51);
  });

  it('nudges the silent version’s rate on a small drift and seeks it on a large one', () => {
    engine.play();
    a.currentTime = 10;
    b.currentTime = 10.1;
    vi.advanceTimersByTime(AB_SYNC_INTERVAL_MS);
    expect(b.playbackRate).toBeLessThan(1);
    expect(a.playbackRate).toBe(1);
    b.currentTime = 10.005;
    vi.advanceTimersByTime(AB_SYNC_INTERVAL_MS);
    expect(b.playbackRate).toBe(1);
    b.currentTime = 3;
    vi.advanceTimersByTime(AB_SYNC_INTERVAL_MS);
    expect(b.currentTime).toBe(10);
    expect(engine.getState().currentTime).toBe(10);
  });

  it('after a flip the newly heard version leads and plays at 1×', () => {
    engine.play();
    a.currentTime = 20;
    b.currentTime = 20.1;
    vi.advanceTimersByTime(AB_SYNC_INTERVAL_MS);
    expect(b.playbackRate).not.toBe(1);
    engine.flip();
    expect(b.playbackRate).toBe(1);
    vi.advanceTimersByTime(AB_SYNC_INTERVAL_MS);
    expect(a.playbackRate).toBeGreaterThan(1); // A, now silent, catches up with B
  });

  it('applies matched levels through the gains, the silent version staying at 0', () => {
    engine.play();
    engine.setLevels({ a: 0.5, b: 1 });
    expect([gainA().gain.value, gainB().gain.value]).toEqual([0.5, 0]);
    engine.flip();
    expect([gainA().gain.value, gainB().gain.value]).toEqual([0, 1]);
    engine.flip();
    expect(gainA().gain.value).toBe(0.5);
  });

  it('flips while paused at once, and seeks both versions together within the shorter', () => {
    engine.play();
    engine.pause();
    engine.flip();
    expect([gainA().gain.value, gainB().gain.value]).toEqual([0, 1]);
    engine.seek(700);
    expect([a.currentTime, b.currentTime]).toEqual([598, 598]);
  });

  it('starts the silent version where the heard one is', () => {
    a.currentTime = 33;
    b.currentTime = 0;
    engine.play();
    expect(b.currentTime).toBe(33);
  });

  it('keeps the position when a version is changed, once the new file’s metadata is read', () => {
    engine.play();
    a.currentTime = 50;
    vi.advanceTimersByTime(AB_SYNC_INTERVAL_MS);
    engine.load({ a: '/uploads/mix-1.wav', b: '/uploads/mix-3.wav' });
    expect(engine.getState().isPlaying).toBe(false);
    expect(b.src).toBe('/uploads/mix-3.wav');
    b.currentTime = 0;
    b.fire('loadedmetadata');
    expect(b.currentTime).toBe(50);
  });

  it('stops both when either ends or the heard one is paused from outside', () => {
    engine.play();
    b.fire('ended');
    expect(engine.getState().isPlaying).toBe(false);
    expect([a.paused, b.paused]).toEqual([true, true]);
    engine.play();
    a.fire('pause');
    expect([a.paused, b.paused]).toEqual([true, true]);
  });

  it('reports a version that cannot play, and lets go of everything when disposed', () => {
    engine.play();
    b.fire('error');
    expect(engine.getState()).toMatchObject({ failed: true, isPlaying: false });
    engine.dispose();
    expect([a.src, b.src]).toEqual(['', '']);
    expect(context.closed).toBe(true);
  });
});
