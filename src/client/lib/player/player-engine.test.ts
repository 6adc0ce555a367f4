import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYBACK_FAILURE_SKIP_MS,
  PLAYER_LOAD_RETRY_MS,
  PLAYLIST_ADVANCE_MS,
} from '../../../shared/constants';
import { PlayerEngine } from './player-engine';
import type { PlayerMedia } from './player-media';
import type { PlayerTrack } from './player-types';
import { FakeMedia, track } from './player-test-media';

const [a, b, c] = [track('a'), track('b'), track('c')];

let media: FakeMedia;
let failures: PlayerTrack[];
let engine: PlayerEngine;

function makeEngine(random?: () => number) {
  return new PlayerEngine({
    createMedia: () => media as unknown as PlayerMedia,
    initialVolume: 0.8,
    onFailure: (failed) => failures.push(failed),
    random,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  media = new FakeMedia();
  failures = [];
  engine = makeEngine();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('player engine', () => {
  it('plays a song: loading, then playing when the element says so', () => {
    engine.play(a);
    expect(media.src).toBe('/uploads/a.wav');
    expect(engine.getState()).toMatchObject({ status: 'loading', isPlaying: true, duration: 30 });
    media.fire('playing');
    expect(engine.getState()).toMatchObject({ status: 'playing', currentSong: a });
  });

  it('the same song toggles play/pause; a different song replaces it', () => {
    engine.play(a);
    media.fire('playing');
    engine.play(a);
    expect(media.paused).toBe(true);
    expect(engine.getState()).toMatchObject({ status: 'paused', isPlaying: false });
    engine.play(a);
    expect(media.paused).toBe(false);
    engine.play(b);
    expect(media.src).toBe('/uploads/b.wav');
    expect(engine.getState().currentSong?.id).toBe('b');
    expect(engine.getState().currentTime).toBe(0);
  });

  it('follows the element: time, real duration, and pauses from outside', () => {
    engine.play(a);
    media.fire('playing');
    media.duration = 31.5;
    media.fire('loadedmetadata');
    media.currentTime = 12.25;
    media.fire('timeupdate');
    expect(engine.getState()).toMatchObject({ duration: 31.5, currentTime: 12.25 });
    media.fire('pause');
    expect(engine.getState()).toMatchObject({ status: 'paused', isPlaying: false });
  });

  it('a song from a list starts playlist mode; next and previous wrap around', () => {
    engine.play(c, [a, b, c]);
    expect(engine.getState().isPlaylistMode).toBe(true);
    engine.next();
    expect(engine.getState().currentSong?.id).toBe('a');
    engine.previous();
    expect(engine.getState().currentSong?.id).toBe('c');
    engine.previous();
    expect(engine.getState().currentSong?.id).toBe('b');
  });

  it('a song without a list plays in single mode: next does nothing', () => {
    engine.play(a, [a, b]);
    engine.play(c);
    expect(engine.getState()).toMatchObject({ isPlaylistMode: false, currentPlaylist: [] });
    engine.next();
    expect(engine.getState().currentSong?.id).toBe('c');
  });

  it('on end, playlist mode advances after the spec delay, and wraps last to first', () => {
    engine.play(c, [a, b, c]);
    media.fire('ended');
    expect(engine.getState()).toMatchObject({ status: 'ended', isPlaying: false });
    vi.advanceTimersByTime(PLAYLIST_ADVANCE_MS - 1);
    expect(engine.getState().currentSong?.id).toBe('c');
    vi.advanceTimersByTime(1);
    expect(engine.getState().currentSong?.id).toBe('a');
  });

  it('on end, repeat restarts the song; single mode stays visible and stopped', () => {
    engine.play(a);
    engine.toggleRepeat();
    media.currentTime = 30;
    media.fire('ended');
    expect(media.currentTime).toBe(0);
    expect(media.paused).toBe(false);
    engine.toggleRepeat();
    media.fire('ended');
    vi.advanceTimersByTime(PLAYLIST_ADVANCE_MS * 10);
    expect(engine.getState()).toMatchObject({ status: 'ended', currentSong: a });
  });

  it('stop rewinds to zero and pauses; close clears the song', () => {
    engine.play(a);
    media.fire('playing');
    engine.seek(10);
    expect(media.currentTime).toBe(10);
    engine.stop();
    expect(media.currentTime).toBe(0);
    expect(engine.getState()).toMatchObject({ status: 'paused', currentTime: 0 });
    engine.close();
    expect(engine.getState()).toMatchObject({ currentSong: null, status: 'idle' });
    expect(media.src).toBe('');
  });

  it('seeking stays within the song', () => {
    engine.play(a);
    engine.seek(-4);
    expect(media.currentTime).toBe(0);
    engine.seek(400);
    expect(media.currentTime).toBe(30);
  });

  it('retries loading once when the audio is not ready in time', () => {
    engine.play(a);
    const loadsBefore = media.loads;
    vi.advanceTimersByTime(PLAYER_LOAD_RETRY_MS);
    expect(media.loads).toBe(loadsBefore + 1);
    vi.advanceTimersByTime(PLAYER_LOAD_RETRY_MS * 3);
    expect(media.loads).toBe(loadsBefore + 1);
  });

  it('does not retry a song that became ready', () => {
    engine.play(a);
    media.readyState = 4;
    media.fire('playing');
    const loadsBefore = media.loads;
    vi.advanceTimersByTime(PLAYER_LOAD_RETRY_MS);
    expect(media.loads).toBe(loadsBefore);
  });

  it('a load error is flagged once and, in playlist mode, skips to the next song', () => {
    engine.play(a, [a, b]);
    media.fire('error');
    media.fire('error');
    expect(engine.getState()).toMatchObject({ status: 'load-failed', isPlaying: false });
    expect(failures).toEqual([a]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLAYBACK_FAILURE_SKIP_MS);
    expect(engine.getState().currentSong?.id).toBe('b');
  });

  it('a failure in single mode stays on the song, ready for retry', async () => {
    media.playResult = () => Promise.reject(new DOMException('bad', 'NotSupportedError'));
    engine.play(a);
    await vi.advanceTimersByTimeAsync(PLAYBACK_FAILURE_SKIP_MS);
    expect(engine.getState()).toMatchObject({ status: 'load-failed', currentSong: a });
    media.playResult = () => Promise.resolve();
    engine.retry();
    expect(engine.getState().status).toBe('loading');
  });

  it('stops skipping once every song of the playlist failed in a row', () => {
    engine.play(a, [a, b]);
    media.fire('error');
    vi.advanceTimersByTime(PLAYBACK_FAILURE_SKIP_MS);
    media.fire('error');
    vi.advanceTimersByTime(PLAYBACK_FAILURE_SKIP_MS * 5);
    expect(engine.getState()).toMatchObject({ status: 'load-failed', currentSong: b });
    expect(failures).toHaveLength(2);
  });

  it('an aborted play() (a newer song was chosen) is not a failure', async () => {
    media.playResult = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    engine.play(a);
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.getState().status).toBe('loading');
    expect(failures).toHaveLength(0);
  });

  it('shuffle reorders the playlist with the current song first; off restores it', () => {
    engine = makeEngine(() => 0);
    engine.play(b, [a, b, c]);
    engine.toggleShuffle();
    const shuffled = engine.getState().currentPlaylist.map((t) => t.id);
    expect(shuffled[0]).toBe('b');
    expect([...shuffled].sort()).toEqual(['a', 'b', 'c']);
    engine.toggleShuffle();
    expect(engine.getState().currentPlaylist.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('starting from a list while shuffle is on plays that list shuffled', () => {
    engine = makeEngine(() => 0);
    engine.toggleShuffle();
    engine.play(c, [a, b, c]);
    const order = engine.getState().currentPlaylist.map((t) => t.id);
    expect(order[0]).toBe('c');
    expect(order).not.toEqual(['a', 'b', 'c']);
  });

  it('volume is clamped and reported for remembering', () => {
    const remembered: number[] = [];
    engine = new PlayerEngine({
      createMedia: () => media as unknown as PlayerMedia,
      initialVolume: 0.8,
      onVolumeChange: (volume) => remembered.push(volume),
    });
    expect(media.volume).toBe(0.8);
    engine.setVolume(1.7);
    expect(media.volume).toBe(1);
    expect(remembered).toEqual([1]);
  });
});
