import { describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistSummary, PlaylistTrack } from '../../../../shared/schemas/playlists';
import {
  isPendingTrack,
  movedId,
  pendingTrack,
  playableSongs,
  predecessorOf,
  withSongCounted,
  withTrackMoved,
} from './playlist-cache';

const song = (id: string, duration: number): AudioFile =>
  ({ id, title: `Song ${id}`, duration }) as AudioFile;

const track = (id: string, position: number, audioFile: AudioFile | null): PlaylistTrack => ({
  id,
  playlistId: 'p1',
  audioFileId: audioFile?.id ?? `gone-${id}`,
  position,
  addedAt: '2025-01-01T00:00:00.000Z',
  audioFile,
  sharedHidden: false,
});

const summary = (id: string, trackCount = 0, totalDuration = 0): PlaylistSummary => ({
  id,
  name: `List ${id}`,
  description: '',
  isPublic: false,
  shareUrl: null,
  trackCount,
  totalDuration,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('playable songs', () => {
  it('gives the player the playable songs in playlist order, skipping unavailable ones', () => {
    const tracks = [
      track('t1', 0, song('a', 1)),
      track('t2', 1, null),
      track('t3', 2, song('b', 2)),
    ];
    expect(ids(playableSongs(tracks))).toEqual(['a', 'b']);
  });
});

describe('optimistic track changes', () => {
  it('makes a pending stand-in for a song being added, at the end', () => {
    const pending = pendingTrack('p1', song('c', 5), 'now', 7);
    expect(pending).toMatchObject({ id: 'pending-c', audioFileId: 'c', position: 7 });
    expect(isPendingTrack(pending)).toBe(true);
    expect(isPendingTrack(track('t1', 0, null))).toBe(false);
  });

  it('moves a track right after another, or first', () => {
    const tracks = ['a', 'b', 'c', 'd'].map((id, i) => track(id, i, null));
    expect(ids(withTrackMoved(tracks, 'd', 'a'))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(withTrackMoved(tracks, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(withTrackMoved(tracks, 'c', null))).toEqual(['c', 'a', 'b', 'd']);
    // An unknown track or anchor changes nothing.
    expect(ids(withTrackMoved(tracks, 'zz', 'a'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(withTrackMoved(tracks, 'a', 'zz'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts a song that came or went in a playlist’s summary', () => {
    expect(withSongCounted(summary('p1', 1, 10), 42)).toMatchObject({
      trackCount: 2,
      totalDuration: 52,
    });
    expect(withSongCounted(summary('p1', 1, 10), 10, -1)).toMatchObject({
      trackCount: 0,
      totalDuration: 0,
    });
  });
});

describe('a drop', () => {
  it('moves an id down or up to the place of the one it was dropped on', () => {
    expect(movedId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for a drop on itself or on an unknown id', () => {
    expect(movedId(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(movedId(['a', 'b'], 'a', 'zz')).toEqual(['a', 'b']);
  });

  it('names the song a moved one now follows (null when first)', () => {
    expect(predecessorOf(['b', 'c', 'a', 'd'], 'a')).toBe('c');
    expect(predecessorOf(['a', 'd', 'b'], 'a')).toBeNull();
  });
});
