import { describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type {
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../../shared/schemas/playlists';
import {
  inTrackOrder,
  isPendingTrack,
  movedId,
  pendingTrack,
  playableSongs,
  playableTotals,
  summaryOf,
  withoutPlaylist,
  withoutTrack,
  withPlaylistFirst,
  withSongCounted,
  withSummary,
  withTrackAppended,
  withTrackConfirmed,
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

function playlist(tracks: PlaylistTrack[]): Playlist {
  return { ...summary('p1'), ...playableTotals(tracks), tracks };
}

const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('playable totals', () => {
  it('counts only the songs the owner can still play, and their seconds', () => {
    const tracks = [
      track('t1', 0, song('a', 61.5)),
      track('t2', 1, null),
      track('t3', 2, song('b', 30)),
    ];
    expect(playableTotals(tracks)).toEqual({ trackCount: 2, totalDuration: 91.5 });
    expect(playableTotals([])).toEqual({ trackCount: 0, totalDuration: 0 });
  });

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
  const base = playlist([track('t1', 0, song('a', 10)), track('t2', 1, song('b', 20))]);

  it('appends a pending track at the end and counts it at once', () => {
    const next = withTrackAppended(base, pendingTrack(base, song('c', 5), 'now'));
    expect(ids(next.tracks)).toEqual(['t1', 't2', 'pending-c']);
    expect(next.tracks[2]!.position).toBe(2);
    expect(isPendingTrack(next.tracks[2]!)).toBe(true);
    expect(next).toMatchObject({ trackCount: 3, totalDuration: 35 });
    expect(base.tracks).toHaveLength(2);
  });

  it('swaps the pending track for the one the server created', () => {
    const pending = withTrackAppended(base, pendingTrack(base, song('c', 5), 'now'));
    const confirmed = withTrackConfirmed(pending, 'pending-c', track('t3', 2, song('c', 5)));
    expect(ids(confirmed.tracks)).toEqual(['t1', 't2', 't3']);
    expect(confirmed.tracks.some(isPendingTrack)).toBe(false);
  });

  it('removes a track, closing the gap in positions and lowering the totals', () => {
    const three = withTrackAppended(base, track('t3', 2, song('c', 5)));
    const next = withoutTrack(three, 't1');
    expect(next.tracks.map((t) => [t.id, t.position])).toEqual([
      ['t2', 0],
      ['t3', 1],
    ]);
    expect(next).toMatchObject({ trackCount: 2, totalDuration: 25 });
  });

  it('reorders by track ids, renumbering positions', () => {
    const three = withTrackAppended(base, track('t3', 2, null));
    const next = inTrackOrder(three, ['t3', 't1', 't2']);
    expect(next.tracks.map((t) => [t.id, t.position])).toEqual([
      ['t3', 0],
      ['t1', 1],
      ['t2', 2],
    ]);
    expect(next).toMatchObject({ trackCount: 2, totalDuration: 30 });
  });

  it('keeps tracks a stale order does not name instead of losing them', () => {
    const three = withTrackAppended(base, track('t3', 2, song('c', 5)));
    expect(ids(inTrackOrder(three, ['t2', 'unknown', 't1']).tracks)).toEqual(['t2', 't1', 't3']);
  });
});

describe('movedId (a drop)', () => {
  it('moves an id down or up to the place of the one it was dropped on', () => {
    expect(movedId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for a drop on itself or on an unknown id', () => {
    expect(movedId(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(movedId(['a', 'b'], 'a', 'zz')).toEqual(['a', 'b']);
  });
});

describe('optimistic list changes', () => {
  const list = [summary('p2', 1, 10), summary('p1', 0, 0)];

  it('counts an added song and its duration in that playlist only', () => {
    const next = withSongCounted(list, 'p1', { duration: 42 });
    expect(next.find((s) => s.id === 'p1')).toMatchObject({ trackCount: 1, totalDuration: 42 });
    expect(next.find((s) => s.id === 'p2')).toMatchObject({ trackCount: 1, totalDuration: 10 });
  });

  it('drops a deleted playlist and puts a new one first (newest first)', () => {
    expect(ids(withoutPlaylist(list, 'p2'))).toEqual(['p1']);
    expect(ids(withPlaylistFirst(list, summary('p3')))).toEqual(['p3', 'p2', 'p1']);
    expect(ids(withPlaylistFirst(list, summary('p1')))).toEqual(['p1', 'p2']);
  });

  it('replaces one summary with the one made from a playlist, without its tracks', () => {
    const detail = playlist([track('t1', 0, song('a', 7))]);
    const next = withSummary(list, summaryOf(detail));
    expect(next[1]).toEqual({ ...summary('p1'), trackCount: 1, totalDuration: 7 });
    expect(next[1]).not.toHaveProperty('tracks');
  });
});
