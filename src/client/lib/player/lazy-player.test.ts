import { describe, expect, it, vi } from 'vitest';
import { LazyPlayer } from './lazy-player';
import { initialPlayerState } from './player-state';
import type { PlayerCore, PlayerState, PlayerTrack } from './player-types';

const song: PlayerTrack = {
  id: 'a',
  title: 'Song a',
  originalName: 'a.wav',
  filename: 'a-stored.wav',
  url: '/uploads/a.wav',
  duration: 30,
};

/** A stand-in engine: records the commands it gets, in order, and plays `song` on play(). */
function fakeCore(volume: number) {
  const calls: string[] = [];
  const listeners = new Set<() => void>();
  let state: PlayerState = initialPlayerState(volume);
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name}(${args.map(String).join(',')})` : name);
    };
  const core: PlayerCore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getState: () => state,
    dispose: record('dispose'),
    play: (track) => {
      calls.push(`play(${track.id})`);
      state = { ...state, currentSong: track, status: 'playing', isPlaying: true };
      listeners.forEach((listener) => listener());
    },
    toggle: record('toggle'),
    stop: record('stop'),
    close: record('close'),
    seek: record('seek'),
    next: record('next'),
    previous: record('previous'),
    retry: record('retry'),
    setVolume: record('setVolume'),
    toggleRepeat: record('toggleRepeat'),
    toggleShuffle: record('toggleShuffle'),
    toggleMinimised: record('toggleMinimised'),
    playNext: (tracks) => calls.push(`playNext(${tracks.map((track) => track.id).join(',')})`),
    addToQueue: (tracks) => calls.push(`addToQueue(${tracks.map((track) => track.id).join(',')})`),
    moveQueued: record('moveQueued'),
    removeQueued: record('removeQueued'),
    clearQueue: record('clearQueue'),
  };
  return { core, calls };
}

/** A player whose engine code arrives when the test calls `arrive()` (or fails with `fail()`). */
function lazyPlayer(initialVolume = 0.4) {
  const fetches: Array<{ resolve: (runtime: string) => void; reject: (error: Error) => void }> = [];
  const started: Array<ReturnType<typeof fakeCore> & { volume: number }> = [];
  const failures: unknown[] = [];
  const player = new LazyPlayer<string>({
    initialVolume,
    fetch: () =>
      new Promise<string>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
    start: (_runtime, volume) => {
      const fake = fakeCore(volume);
      started.push({ ...fake, volume });
      return fake.core;
    },
    onFetchFailure: (error) => failures.push(error),
  });
  const arrive = async () => {
    fetches.at(-1)!.resolve('runtime');
    await vi.waitFor(() => expect(started.length).toBe(1));
  };
  const fail = async () => {
    fetches.at(-1)!.reject(new Error('offline'));
    await vi.waitFor(() => expect(failures.length).toBeGreaterThan(0));
  };
  return { player, fetches, started, failures, arrive, fail };
}

describe('the player before and after its engine arrives', () => {
  it('is idle at the remembered volume and fetches nothing until used', () => {
    const { player, fetches } = lazyPlayer(0.4);
    expect(player.getState()).toEqual(initialPlayerState(0.4));
    expect(player.getState()).toBe(player.getState()); // a stable snapshot for React
    expect(fetches).toHaveLength(0);
  });

  it('the first play fetches the engine, starts it and plays; listeners hear the change', async () => {
    const { player, fetches, started, arrive } = lazyPlayer(0.4);
    const heard = vi.fn();
    player.subscribe(heard);
    player.play(song);
    expect(fetches).toHaveLength(1);
    expect(player.started()).toBeUndefined();
    await arrive();
    expect(started[0]!.volume).toBe(0.4);
    expect(started[0]!.calls).toEqual(['play(a)']);
    expect(player.getState()).toMatchObject({ currentSong: song, isPlaying: true });
    expect(player.started()?.runtime).toBe('runtime');
    expect(heard).toHaveBeenCalled();
  });

  it('"Add to queue" starts the engine (it may start playing); queue edits alone do not', async () => {
    const { player, fetches, started, arrive } = lazyPlayer();
    player.clearQueue();
    player.removeQueued('q1');
    expect(fetches).toHaveLength(0);
    player.addToQueue([song]);
    expect(fetches).toHaveLength(1);
    await arrive();
    expect(started[0]!.calls).toEqual(['addToQueue(a)']);
  });

  it('commands given while the code is on its way run once it arrives, in their order', async () => {
    const { player, fetches, started, arrive } = lazyPlayer();
    player.play(song);
    player.toggle(); // a second click: pause
    player.seek(12);
    expect(fetches).toHaveLength(1); // one fetch for all of them
    await arrive();
    expect(started[0]!.calls).toEqual(['play(a)', 'toggle', 'seek(12)']);
    player.next(); // from now on straight through
    expect(started[0]!.calls.at(-1)).toBe('next');
    expect(started).toHaveLength(1);
  });

  it('controls that need a song do not start the engine on their own', async () => {
    const { player, fetches } = lazyPlayer();
    for (const command of [
      player.toggle,
      player.stop,
      player.close,
      player.next,
      player.previous,
      player.retry,
    ]) {
      command();
    }
    player.seek(3);
    await Promise.resolve();
    expect(fetches).toHaveLength(0);
  });

  it('prefetching fetches the code once, without starting the engine', async () => {
    const { player, fetches, started } = lazyPlayer();
    player.prefetch();
    player.prefetch();
    expect(fetches).toHaveLength(1);
    fetches[0]!.resolve('runtime');
    await Promise.resolve();
    expect(started).toHaveLength(0);
    player.play(song);
    await vi.waitFor(() => expect(started[0]?.calls).toEqual(['play(a)']));
    expect(fetches).toHaveLength(1);
  });

  it('a failed fetch is reported once and forgotten: the next play fetches again', async () => {
    const { player, fetches, failures, started, fail, arrive } = lazyPlayer();
    player.play(song);
    player.toggle();
    await fail();
    expect(failures).toHaveLength(1);
    expect(player.getState().currentSong).toBeNull();
    player.toggle(); // nothing is starting any more: no song, no fetch
    expect(fetches).toHaveLength(1);
    player.play(song);
    expect(fetches).toHaveLength(2);
    await arrive();
    expect(started[0]!.calls).toEqual(['play(a)']);
  });

  it('a failed prefetch says nothing (no command was lost)', async () => {
    const { player, fetches, failures } = lazyPlayer();
    player.prefetch();
    fetches[0]!.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual([]);
  });

  it('dispose stops the engine once there is one', async () => {
    const { player, started, arrive } = lazyPlayer();
    player.dispose(); // nothing to stop yet
    player.play(song);
    await arrive();
    player.dispose();
    expect(started[0]!.calls.at(-1)).toBe('dispose');
  });
});
