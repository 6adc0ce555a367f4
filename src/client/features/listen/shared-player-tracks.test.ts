import { describe, expect, it } from 'vitest';
import type { SharedPlaylist, SharedTrack } from '../../../shared/schemas/playlists';
import {
  formatPlaylistLength,
  playAllAction,
  sharedPlayerTracks,
  toPlayerTrack,
} from './shared-player-tracks';

const track = (id: string, position: number, title = `Song ${id}`): SharedTrack => ({
  id,
  title,
  duration: 61.5,
  position,
  peaks: [0.2, 0.9, 0.4],
  url: `/api/listen/tok/tracks/${id}/audio`,
});

const playlist = (tracks: SharedTrack[]): SharedPlaylist => ({
  name: 'Late demos',
  description: '',
  ownerName: 'Ana Ray',
  trackCount: tracks.length,
  totalDuration: tracks.reduce((sum, t) => sum + t.duration, 0),
});

describe('toPlayerTrack', () => {
  it('plays the shared audio URL with its peaks, marked shared, titles standing in for file names, plays reported through the link', () => {
    const shared = track('a', 0, 'Midnight Demo');
    expect(toPlayerTrack(shared, playlist([shared]), 'tok')).toEqual({
      id: 'a',
      title: 'Midnight Demo',
      originalName: 'Midnight Demo',
      filename: 'Midnight Demo',
      url: '/api/listen/tok/tracks/a/audio',
      duration: 61.5,
      projectName: 'Late demos',
      uploaderName: 'Ana Ray',
      projectId: null,
      shared: true,
      peaks: [0.2, 0.9, 0.4],
      playsUrl: '/api/listen/tok/tracks/a/plays',
    });
  });
});

describe('sharedPlayerTracks', () => {
  it('lists the songs in playlist order whatever order the answer had', () => {
    const tracks = [track('c', 2), track('a', 0), track('b', 1)];
    const list = sharedPlayerTracks(playlist(tracks), tracks, 'tok');
    expect(list.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the answer untouched', () => {
    const tracks = [track('b', 1), track('a', 0)];
    sharedPlayerTracks(playlist(tracks), tracks, 'tok');
    expect(tracks.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('is empty for an empty playlist', () => {
    expect(sharedPlayerTracks(playlist([]), [], 'tok')).toEqual([]);
  });
});

describe('formatPlaylistLength', () => {
  it('shows m:ss under an hour', () => {
    expect(formatPlaylistLength(0)).toBe('0:00');
    expect(formatPlaylistLength(59.9)).toBe('0:59');
    expect(formatPlaylistLength(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour on', () => {
    expect(formatPlaylistLength(3600)).toBe('1:00:00');
    expect(formatPlaylistLength(3725)).toBe('1:02:05');
    expect(formatPlaylistLength(36_000 + 11 * 60 + 7)).toBe('10:11:07');
  });

  it('never shows a negative length', () => {
    expect(formatPlaylistLength(-5)).toBe('0:00');
  });
});

describe('playAllAction', () => {
  const tracks = [{ id: 'a' }, { id: 'b' }];

  it('starts the playlist when nothing of it is playing', () => {
    expect(playAllAction({ currentSongId: null, isPlaying: false }, tracks)).toBe('start');
    expect(playAllAction({ currentSongId: 'other', isPlaying: true }, tracks)).toBe('start');
  });

  it('pauses while one of its songs plays, and resumes it afterwards', () => {
    expect(playAllAction({ currentSongId: 'b', isPlaying: true }, tracks)).toBe('pause');
    expect(playAllAction({ currentSongId: 'b', isPlaying: false }, tracks)).toBe('resume');
  });

  it('starts an empty list (nothing of it can be current)', () => {
    expect(playAllAction({ currentSongId: 'a', isPlaying: true }, [])).toBe('start');
  });
});
