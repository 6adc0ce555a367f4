import { describe, expect, it } from 'vitest';
import { PLAYER_DEFAULT_VOLUME } from '../../../shared/constants';
import {
  actionOnEnd,
  barHeights,
  nextIndex,
  playlistFor,
  previousIndex,
  seekTargetForFraction,
  seekTargetForKey,
  shouldSkipAfterFailure,
  shuffleOrder,
  spaceBelongsToTarget,
  trackLabel,
} from './player-rules';
import { parseStoredVolume } from './player-state';
import type { PlayerTrack } from './player-types';

const track = (id: string, title = ''): PlayerTrack => ({
  id,
  title,
  originalName: '',
  filename: '',
  url: `/uploads/${id}`,
  duration: 10,
});

describe('playlist navigation', () => {
  it('next wraps last to first; previous wraps first to last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('an unknown position starts at the first (next) or last (previous) song', () => {
    expect(nextIndex(-1, 3)).toBe(0);
    expect(previousIndex(-1, 3)).toBe(2);
    expect(nextIndex(0, 0)).toBe(-1);
  });

  it('a playlist always holds the started song, once', () => {
    const [a, b] = [track('a'), track('b')];
    expect(playlistFor(a, [b, a, b]).map((t) => t.id)).toEqual(['b', 'a']);
    expect(playlistFor(a, [b]).map((t) => t.id)).toEqual(['a', 'b']);
  });
});

describe('shuffle order', () => {
  const list = ['a', 'b', 'c', 'd', 'e'].map((id) => track(id));

  it('puts the started song first and keeps every song exactly once', () => {
    let seed = 0.3;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const order = shuffleOrder(list, 'c', random).map((t) => t.id);
    expect(order[0]).toBe('c');
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('really reorders (a fixed random source gives a known permutation)', () => {
    const order = shuffleOrder(list, 'a', () => 0).map((t) => t.id);
    expect(order).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('does not change the list it was given', () => {
    shuffleOrder(list, 'a', () => 0);
    expect(list.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('what happens at the end of a song', () => {
  it('repeat wins over playlist mode', () => {
    expect(
      actionOnEnd({ isRepeating: true, isPlaylistMode: true, playlistLength: 3, queueLength: 0 }),
    ).toBe('restart');
  });

  it('playlist mode advances only with more than one song', () => {
    expect(
      actionOnEnd({ isRepeating: false, isPlaylistMode: true, playlistLength: 2, queueLength: 0 }),
    ).toBe('advance');
    expect(
      actionOnEnd({ isRepeating: false, isPlaylistMode: true, playlistLength: 1, queueLength: 0 }),
    ).toBe('stop');
    expect(
      actionOnEnd({ isRepeating: false, isPlaylistMode: false, playlistLength: 5, queueLength: 0 }),
    ).toBe('stop');
  });

  it('a queued song plays next even outside playlist mode, unless repeat is on', () => {
    const single = { isPlaylistMode: false, playlistLength: 0, queueLength: 1 };
    expect(actionOnEnd({ ...single, isRepeating: false })).toBe('advance');
    expect(actionOnEnd({ ...single, isRepeating: true })).toBe('restart');
    expect(shouldSkipAfterFailure({ ...single, consecutiveFailures: 4 })).toBe(true);
  });

  it('a failure skips only in playlist mode and not after every song failed', () => {
    const base = { isPlaylistMode: true, playlistLength: 3, queueLength: 0 };
    expect(shouldSkipAfterFailure({ ...base, consecutiveFailures: 1 })).toBe(true);
    expect(shouldSkipAfterFailure({ ...base, consecutiveFailures: 3 })).toBe(false);
    expect(
      shouldSkipAfterFailure({
        isPlaylistMode: false,
        playlistLength: 3,
        consecutiveFailures: 1,
        queueLength: 0,
      }),
    ).toBe(false);
  });
});

describe('labels, volume and seeking', () => {
  it('labels a track by title, else original name, else file name', () => {
    expect(trackLabel({ title: 'Demo', originalName: 'a.wav', filename: 'x' })).toBe('Demo');
    expect(trackLabel({ title: ' ', originalName: 'a.wav', filename: 'x' })).toBe('a.wav');
    expect(trackLabel({ title: '', originalName: '', filename: 'x.wav' })).toBe('x.wav');
    expect(trackLabel({ title: '', originalName: '', filename: '' })).toBeNull();
  });

  it('reads a remembered volume, falling back to the default', () => {
    expect(parseStoredVolume('0.35')).toBe(0.35);
    expect(parseStoredVolume('7')).toBe(1);
    expect(parseStoredVolume(null)).toBe(PLAYER_DEFAULT_VOLUME);
    expect(parseStoredVolume('loud')).toBe(PLAYER_DEFAULT_VOLUME);
  });

  it('a click seeks to the proportion clicked', () => {
    expect(seekTargetForFraction(0.25, 200)).toBe(50);
    expect(seekTargetForFraction(1.4, 200)).toBe(200);
    expect(seekTargetForFraction(0.5, 0)).toBe(0);
  });

  it('arrow keys seek 5 s, Home and End jump to the ends, other keys are ignored', () => {
    expect(seekTargetForKey('ArrowRight', 10, 60)).toBe(15);
    expect(seekTargetForKey('ArrowLeft', 3, 60)).toBe(0);
    expect(seekTargetForKey('ArrowRight', 58, 60)).toBe(60);
    expect(seekTargetForKey('End', 3, 60)).toBe(60);
    expect(seekTargetForKey('Home', 30, 60)).toBe(0);
    expect(seekTargetForKey('a', 30, 60)).toBeNull();
  });

  it('normalises peaks and keeps a minimum height for silence', () => {
    expect(barHeights([0, 0.25, 0.5], 0.1)).toEqual([0.1, 0.5, 1]);
    expect(barHeights([0, 0], 0.1)).toEqual([0.1, 0.1]);
  });
});

describe('the Space shortcut', () => {
  const el = (tagName: string, extra: Record<string, unknown> = {}) => ({
    tagName,
    getAttribute: (name: string) => (name === 'role' ? ((extra.role as string) ?? null) : null),
    isContentEditable: Boolean(extra.editable),
    closest: (selector: string) => (extra.inDialog && selector.includes('dialog') ? {} : null),
  });

  it('leaves Space to text fields, editors and buttons', () => {
    expect(spaceBelongsToTarget(el('INPUT'))).toBe(true);
    expect(spaceBelongsToTarget(el('textarea'))).toBe(true);
    expect(spaceBelongsToTarget(el('SELECT'))).toBe(true);
    expect(spaceBelongsToTarget(el('DIV', { editable: true }))).toBe(true);
    expect(spaceBelongsToTarget(el('BUTTON'))).toBe(true);
    expect(spaceBelongsToTarget(el('DIV', { role: 'menuitem' }))).toBe(true);
    expect(spaceBelongsToTarget(el('DIV', { inDialog: true }))).toBe(true);
  });

  it('takes Space elsewhere (page body, the waveform slider)', () => {
    expect(spaceBelongsToTarget(el('BODY'))).toBe(false);
    expect(spaceBelongsToTarget(el('DIV', { role: 'slider' }))).toBe(false);
    expect(spaceBelongsToTarget(null)).toBe(false);
  });
});
