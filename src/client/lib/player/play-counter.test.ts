import { describe, expect, it } from 'vitest';
import { isSharedTrack, PlayCounter, type PlaybackSample } from './play-counter';

const SONG = 'song-1';

/** Feeds a counter time updates every quarter second from `from` to `to` while playing. */
function listen(counter: PlayCounter, from: number, to: number, duration = 180): string[] {
  const recorded: string[] = [];
  for (let time = from; time <= to + 1e-9; time += 0.25) {
    const id = counter.observe({ songId: SONG, currentTime: time, duration, status: 'playing' });
    if (id) recorded.push(id);
  }
  return recorded;
}

const sample = (patch: Partial<PlaybackSample>): PlaybackSample => ({
  songId: SONG,
  currentTime: 0,
  duration: 180,
  status: 'playing',
  ...patch,
});

describe('PlayCounter', () => {
  it('counts a playback once, when 30 s have been heard', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ status: 'loading' }));
    expect(listen(counter, 0, 29.75)).toEqual([]);
    expect(listen(counter, 30, 30)).toEqual([SONG]);
    expect(listen(counter, 30.25, 120)).toEqual([]);
  });

  it('does not count seeking ahead as listening', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ currentTime: 0 }));
    expect(listen(counter, 0, 10)).toEqual([]);
    counter.observe(sample({ currentTime: 100 }));
    expect(listen(counter, 100, 119.75)).toEqual([]);
    expect(listen(counter, 120, 120)).toEqual([SONG]);
  });

  it('does not count time while paused', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ currentTime: 0 }));
    listen(counter, 0, 20);
    expect(counter.observe(sample({ currentTime: 21, status: 'paused' }))).toBeNull();
    expect(listen(counter, 21.25, 30)).toEqual([]);
    expect(listen(counter, 30.25, 31)).toEqual([SONG]);
  });

  it('counts a short song when it reaches the end', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ duration: 12 }));
    expect(listen(counter, 0, 12, 12)).toEqual([]);
    expect(counter.observe(sample({ currentTime: 12, duration: 12, status: 'ended' }))).toBe(SONG);
    expect(counter.observe(sample({ currentTime: 12, duration: 12, status: 'ended' }))).toBeNull();
  });

  it('counts each round of a short song on repeat (no ended state in between)', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ duration: 5 }));
    listen(counter, 0, 4.75, 5);
    expect(counter.observe(sample({ currentTime: 0, duration: 5 }))).toBe(SONG);
    listen(counter, 0.25, 4.75, 5);
    expect(counter.observe(sample({ currentTime: 0, duration: 5 }))).toBe(SONG);
  });

  it('treats playing again from the start as a new playback', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    expect(listen(counter, 0, 40)).toEqual([SONG]);
    counter.observe(sample({ currentTime: 0 }));
    expect(listen(counter, 0.25, 40)).toEqual([SONG]);
  });

  it('starts over for another song, and a half-heard song is never counted', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    listen(counter, 0, 20);
    expect(counter.observe({ ...sample({}), songId: 'song-2' })).toBeNull();
    expect(counter.observe({ ...sample({ currentTime: 25 }), songId: 'song-2' })).toBeNull();
    expect(counter.observe({ ...sample({}), songId: null })).toBeNull();
  });
});

describe('isSharedTrack', () => {
  const track = { id: 't', title: 'T', originalName: 'T', filename: 'T', duration: 1 };
  it('knows a share-link song by its flag or its stream address', () => {
    expect(isSharedTrack({ ...track, url: '/api/listen/tok/tracks/t/audio' })).toBe(true);
    expect(isSharedTrack({ ...track, url: '/x', shared: true })).toBe(true);
    expect(isSharedTrack({ ...track, url: '/uploads/abc.wav' })).toBe(false);
  });
});
