import { z } from 'zod';
import { cappedString } from './capped-text.js';
import { audioFileSchema } from './audio.js';
import { pageQuerySchema } from './pagination.js';
import { partialUpdateSchema } from './partial-update.js';

/** Playlists (issue 6; spec part 2 §2 "Playlists", §3 Playlist, §7). */
export const PLAYLIST_NAME_MAX = 120;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
/** How many songs one playlist holds at most (the whole-order body names all of them). */
export const PLAYLIST_TRACKS_MAX = 1000;

export const PLAYLIST_NOT_FOUND = 'Playlist not found';
/** Adding a song the profile may not play (or that does not exist). */
export const PLAYLIST_SONG_NOT_FOUND = 'Song not found';
export const PLAYLIST_TRACK_NOT_FOUND = 'Song not found in this playlist';
export const PLAYLIST_NAME_MISSING = 'Playlist name is required';
export const PLAYLIST_NAME_TOO_LONG = `Playlist names are ${PLAYLIST_NAME_MAX} characters at most`;
export const PLAYLIST_DESCRIPTION_TOO_LONG = `Descriptions are ${PLAYLIST_DESCRIPTION_MAX.toLocaleString('en')} characters at most`;
export const PLAYLIST_SONG_ALREADY_IN = 'This song is already in the playlist';
export const PLAYLIST_FULL = `A playlist holds ${PLAYLIST_TRACKS_MAX.toLocaleString('en')} songs at most`;
export const PLAYLIST_ORDER_MISMATCH =
  'The new order must list every song of the playlist exactly once';
export const PLAYLIST_MOVE_ANCHOR_NOT_FOUND = 'The song to place it after is not in this playlist';
export const SHARED_PLAYLIST_NOT_FOUND = 'This playlist link is not available';

const name = cappedString(PLAYLIST_NAME_MAX, PLAYLIST_NAME_TOO_LONG, PLAYLIST_NAME_MISSING)
  .trim()
  .min(1, PLAYLIST_NAME_MISSING);
const description = cappedString(PLAYLIST_DESCRIPTION_MAX, PLAYLIST_DESCRIPTION_TOO_LONG).trim();

/** POST /api/playlists */
export const createPlaylistSchema = z.object({
  name,
  description: description.optional().default(''),
  isPublic: z.boolean().optional().default(false),
});
export type CreatePlaylist = z.input<typeof createPlaylistSchema>;

/** PATCH /api/playlists/{id}: any of name, description, isPublic. */
export const updatePlaylistSchema = partialUpdateSchema({
  name,
  description,
  isPublic: z.boolean(),
});
export type UpdatePlaylist = z.infer<typeof updatePlaylistSchema>;

/**
 * GET /api/playlists?userId=…&limit=&cursor=: the spec's query names a user; the server always
 * answers with the active profile's playlists and ignores any other id (never another
 * profile's lists). Without `limit` the whole list comes as one (streamed) array, as the spec's
 * call table has it; with it, keyset pages (DESIGN §3).
 */
export const listPlaylistsQuerySchema = pageQuerySchema.extend({
  userId: z.string().max(100).optional(),
});

/** POST /api/playlists/{id}/tracks */
export const addPlaylistTrackSchema = z.object({ audioFileId: z.uuid(PLAYLIST_SONG_NOT_FOUND) });

/**
 * PUT /api/playlists/{id}/tracks/{trackId}/position: moves one song right after another of the
 * playlist (null: to the top). Writes that one song's place, whatever the playlist's size.
 */
export const movePlaylistTrackSchema = z.object({
  afterTrackId: z.uuid(PLAYLIST_MOVE_ANCHOR_NOT_FOUND).nullable(),
});
export type MovePlaylistTrack = z.infer<typeof movePlaylistTrackSchema>;

/**
 * PUT /api/playlists/{id}/tracks/order: every track id of the playlist, in the new order. Kept
 * for older clients; a move of one song is the route above.
 */
export const reorderPlaylistSchema = z.object({
  trackIds: z.array(z.uuid(PLAYLIST_TRACK_NOT_FOUND)).max(PLAYLIST_TRACKS_MAX, PLAYLIST_FULL),
});
export type ReorderPlaylist = z.infer<typeof reorderPlaylistSchema>;

export const playlistIdParamsSchema = z.object({ id: z.uuid(PLAYLIST_NOT_FOUND) });
export const playlistTrackParamsSchema = z.object({
  id: z.uuid(PLAYLIST_NOT_FOUND),
  trackId: z.uuid(PLAYLIST_TRACK_NOT_FOUND),
});
export const shareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, SHARED_PLAYLIST_NOT_FOUND),
});
export const sharedTrackParamsSchema = shareTokenParamsSchema.extend({
  trackId: z.uuid(SHARED_PLAYLIST_NOT_FOUND),
});

/**
 * A playlist as lists show it (the "My Playlists" grid and the Add to Playlist menu).
 * trackCount and totalDuration count only the songs the owner may still play.
 */
export const playlistSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  /** `/listen/{token}` while public, else null. */
  shareUrl: z.string().nullable(),
  trackCount: z.number().int(),
  /** Seconds. */
  totalDuration: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

/**
 * One song of a playlist. `audioFile` is null when the owner can no longer play it (they left
 * its project); such a track is listed as unavailable, can be removed, and is never served.
 * `sharedHidden` is true when the playlist's public link leaves the song out: the owner may
 * not share it (someone else's project that does not let members share, issue 14).
 */
export const playlistTrackSchema = z.object({
  id: z.uuid(),
  playlistId: z.uuid(),
  audioFileId: z.uuid(),
  position: z.number().int(),
  addedAt: z.string(),
  audioFile: audioFileSchema.nullable(),
  sharedHidden: z.boolean(),
});
export type PlaylistTrack = z.infer<typeof playlistTrackSchema>;

/**
 * GET /api/playlists/{id}; also what POST /api/playlists, PATCH and the whole-order reorder
 * answer: the playlist without its songs, which come in pages from
 * GET /api/playlists/{id}/tracks (a playlist's detail stays small whatever it holds).
 */
export const playlistSchema = playlistSummarySchema;
export type Playlist = z.infer<typeof playlistSchema>;

/**
 * GET /api/playlists/{id}/tracks and GET /api/listen/{token}/tracks: keyset pages of the
 * songs in playlist order (each track's `position` is its index in the whole list).
 */
export const playlistTracksQuerySchema = pageQuerySchema;

/** A song of a shared playlist as a signed-out listener gets it: nothing else of the owner's. */
export const sharedTrackSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  duration: z.number(),
  position: z.number().int(),
  /** The song's stored waveform (0..1), so the listener's player shows the real shape. */
  peaks: z.array(z.number()),
  /** GET /api/listen/{token}/tracks/{trackId}/audio (Range supported). */
  url: z.string(),
});
export type SharedTrack = z.infer<typeof sharedTrackSchema>;

/**
 * GET /api/listen/{token}: a public playlist, for anyone holding the link. Its songs come in
 * pages from GET /api/listen/{token}/tracks.
 */
export const sharedPlaylistSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The owner profile's artist name (or full name). */
  ownerName: z.string(),
  trackCount: z.number().int(),
  totalDuration: z.number(),
});
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>;
