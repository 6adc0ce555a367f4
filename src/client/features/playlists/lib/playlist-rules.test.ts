import { describe, expect, it } from 'vitest';
import { PLAYLIST_NAME_MAX, PLAYLIST_SONG_ALREADY_IN } from '../../../../shared/schemas/playlists';
import { ApiError } from '../../../lib/api-client';
import {
  isPlaylistId,
  isPlaylistMissing,
  isPlaylistNameReady,
  isSameSongSet,
  playAllStart,
  requestFailureMessage,
  shareLinkFor,
  toggledPick,
} from './playlist-rules';

describe('playlist name', () => {
  it('needs a character other than spaces (Create disabled otherwise)', () => {
    expect(isPlaylistNameReady('')).toBe(false);
    expect(isPlaylistNameReady('   ')).toBe(false);
    expect(isPlaylistNameReady(' Demos ')).toBe(true);
  });

  it('refuses a name longer than the server accepts', () => {
    expect(isPlaylistNameReady('x'.repeat(PLAYLIST_NAME_MAX))).toBe(true);
    expect(isPlaylistNameReady('x'.repeat(PLAYLIST_NAME_MAX + 1))).toBe(false);
  });
});

describe('requestFailureMessage', () => {
  const fallback = 'Failed to add song to playlist. Please try again.';

  it("shows the server's message for a refusal it explains", () => {
    const conflict = new ApiError(409, JSON.stringify({ message: PLAYLIST_SONG_ALREADY_IN }));
    expect(requestFailureMessage(conflict, fallback)).toBe(PLAYLIST_SONG_ALREADY_IN);
    expect(requestFailureMessage(new ApiError(404, 'Song not found'), fallback)).toBe(
      'Song not found',
    );
  });

  it('falls back for server errors, network failures and empty bodies', () => {
    const crash = new ApiError(500, JSON.stringify({ message: 'Internal Server Error' }));
    expect(requestFailureMessage(crash, fallback)).toBe(fallback);
    expect(requestFailureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(
      requestFailureMessage(new ApiError(400, JSON.stringify({ message: ' ' })), fallback),
    ).toBe(fallback);
  });
});

describe('playlist ids and absence', () => {
  it('accepts UUIDs only', () => {
    expect(isPlaylistId('0b6c3b8e-1f0a-4c55-9a4e-2d7f3c1b9a10')).toBe(true);
    expect(isPlaylistId('7')).toBe(false);
    expect(isPlaylistId('')).toBe(false);
  });

  it('treats 404 and 400 as "not found", other failures as retryable', () => {
    expect(isPlaylistMissing(new ApiError(404, '{}'))).toBe(true);
    expect(isPlaylistMissing(new ApiError(400, '{}'))).toBe(true);
    expect(isPlaylistMissing(new ApiError(500, '{}'))).toBe(false);
    expect(isPlaylistMissing(new Error('offline'))).toBe(false);
  });
});

describe('shareLinkFor', () => {
  it("makes the server's path a full address on this site", () => {
    expect(shareLinkFor('https://trackroom.example', '/listen/abc_DEF-123')).toBe(
      'https://trackroom.example/listen/abc_DEF-123',
    );
  });
});

describe('toggledPick', () => {
  it('adds picks at the end (the order songs are added in) and unpicks them', () => {
    expect(toggledPick([], 'a')).toEqual(['a']);
    expect(toggledPick(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggledPick(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('Play all', () => {
  const songs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('knows the playing list is this playlist in any (shuffled) order', () => {
    expect(isSameSongSet([{ id: 'c' }, { id: 'a' }, { id: 'b' }], songs)).toBe(true);
    expect(isSameSongSet([{ id: 'a' }, { id: 'b' }], songs)).toBe(false);
    expect(isSameSongSet([{ id: 'a' }, { id: 'b' }, { id: 'x' }], songs)).toBe(false);
    expect(isSameSongSet([], [])).toBe(false);
  });

  it('starts with the first song, or a random one when shuffle is on', () => {
    expect(playAllStart(songs, false)).toEqual({ id: 'a' });
    expect(playAllStart(songs, true, () => 0.99)).toEqual({ id: 'c' });
    expect(playAllStart(songs, true, () => 0.4)).toEqual({ id: 'b' });
    expect(playAllStart([], true)).toBeUndefined();
  });
});
