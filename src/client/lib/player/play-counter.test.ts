import { describe, expect, it } from 'vitest';
import { isSharedTrack, PlayCounter, type FinishedPlay, type PlaybackSample } from './play-counter';

const SONG = 'song-1';

/** Feeds a counter time updates every quarter second from `from` to `to` while playing. */
function listen(counter: PlayCounter, from: number, to: number, duration = 180): FinishedPlay[] {
  const finished: FinishedPlay[] = [];
  for (let time = from; time <= to + 1e-9; time += 0.25) {
    const play = counter.observe({ songId: SONG, currentTime: time, duration, status: 'playing' });
    if (play) finished.push(play);
  }
  return finished;
}

const sample = (patch: Partial<PlaybackSample>): PlaybackSample => ({
  songId: SONG,
  currentTime: 0,
  duration: 180,
  status: 'playing',
  ...patch,
});

describe('PlayCounter', () => {
  it('reports a playback past 30 s once it is over, with the seconds heard', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ status: 'loading' }));
    expect(listen(counter, 0, 80)).toEqual([]);
    expect(counter.observe({ ...sample({}), songId: 'song-2' })).toEqual({
      songId: SONG,
      seconds: 80,
      completed: false,
    });
  });

  it('reports nothing for a playback under 30 s that did not reach the end', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    listen(counter, 0, 29.75);
    expect(counter.observe({ ...sample({}), songId: 'song-2' })).toBeNull();
    expect(counter.finish()).toBeNull();
  });

  it('does not count seeking ahead as listening', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ currentTime: 0 }));
    listen(counter, 0, 10);
    counter.observe(sample({ currentTime: 100 }));
    listen(counter, 100, 119.75);
    expect(counter.finish()).toBeNull();
    const again = new PlayCounter();
    again.observe(sample({ currentTime: 0 }));
    listen(again, 0, 10);
    again.observe(sample({ currentTime: 100 }));
    listen(again, 100, 120);
    expect(again.finish()).toEqual({ songId: SONG, seconds: 30, completed: false });
  });

  it('counts a second heard twice once in the seconds, and twice towards the 30 s rule', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    listen(counter, 0, 20);
    counter.observe(sample({ currentTime: 5 }));
    listen(counter, 5, 20);
    expect(counter.finish()).toEqual({ songId: SONG, seconds: 20, completed: false });
  });

  it('does not count time while paused', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ currentTime: 0 }));
    listen(counter, 0, 20);
    counter.observe(sample({ currentTime: 21, status: 'paused' }));
    listen(counter, 21.25, 30);
    expect(counter.finish()).toBeNull();
  });

  it('reports a short song at its end as completed, once', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ duration: 12 }));
    expect(listen(counter, 0, 12, 12)).toEqual([]);
    expect(counter.observe(sample({ currentTime: 12, duration: 12, status: 'ended' }))).toEqual({
      songId: SONG,
      seconds: 12,
      completed: true,
    });
    expect(counter.observe(sample({ currentTime: 12, duration: 12, status: 'ended' }))).toBeNull();
    expect(counter.finish()).toBeNull();
  });

  it('reports each round of a short song on repeat (no ended state in between)', () => {
    const counter = new PlayCounter();
    counter.observe(sample({ duration: 5 }));
    listen(counter, 0, 4.75, 5);
    const round = { songId: SONG, seconds: 5, completed: true };
    expect(counter.observe(sample({ currentTime: 0, duration: 5 }))).toEqual(round);
    listen(counter, 0.25, 4.75, 5);
    expect(counter.observe(sample({ currentTime: 0, duration: 5 }))).toEqual(round);
  });

  it('counts moving on to the next song from the very end as reaching it', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    listen(counter, 0, 179.75);
    expect(counter.observe({ ...sample({}), songId: 'song-2' })).toEqual({
      songId: SONG,
      seconds: 180,
      completed: true,
    });
  });

  it('treats playing again from the start as a new playback', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    listen(counter, 0, 40);
    expect(counter.observe(sample({ currentTime: 0 }))).toMatchObject({ seconds: 40 });
    listen(counter, 0.25, 35);
    expect(counter.finish()).toMatchObject({ seconds: 35, completed: false });
  });

  it('reports a playback finished early (the page goes) once, whatever is heard after', () => {
    const counter = new PlayCounter();
    counter.observe(sample({}));
    listen(counter, 0, 45);
    expect(counter.finish()).toEqual({ songId: SONG, seconds: 45, completed: false });
    listen(counter, 45.25, 90);
    expect(counter.finish()).toBeNull();
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
