import { z } from 'zod';
import { PROJECT_ROLES, SEARCH_TEXT_MAX } from '../constants.js';
import { audioFileSchema } from './audio.js';
import { RELEASE_STATUSES, RELEASE_TYPES } from './release-answers.js';

/** Results per group (songs, lyrics, projects, playlists, releases, people) when the caller names no limit. */
export const SEARCH_GROUP_LIMIT_DEFAULT = 8;
/** The most results one group answers: a search box shows a short list, never a catalogue. */
export const SEARCH_GROUP_LIMIT_MAX = 20;
/** Shown in place of results while the caller types (ms): one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Stable error code of a search request the server refuses (DESIGN §3). */
export const SEARCH_INVALID_CODE = 'search.invalidQuery';

/**
 * `GET /api/search?q=&limit=`. The text is capped before it is trimmed or matched (a 50,000-
 * character `q` is refused before any pattern sees it); a blank or missing `q` finds nothing.
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_TEXT_MAX, `Search text can be ${SEARCH_TEXT_MAX} characters at most`)
    .optional()
    .default('')
    .transform((text) => text.trim()),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_GROUP_LIMIT_MAX, `limit can be ${SEARCH_GROUP_LIMIT_MAX} at most`)
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A project the caller can see, as the search list shows it. */
export const searchProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  isLibrary: z.boolean(),
  ownerName: z.string(),
  role: z.enum(PROJECT_ROLES),
  songCount: z.number(),
});
export type SearchProject = z.infer<typeof searchProjectSchema>;

/**
 * Lyrics of a project the caller can see, found by their title or by words of their text.
 * `line` is the line that matched, as plain text (never HTML: the client shows it as text),
 * cut to a short piece around the match with "…" where it goes on; null when only the title
 * matched.
 */
export const searchLyricsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  projectIsLibrary: z.boolean(),
  line: z.string().nullable(),
});
export type SearchLyrics = z.infer<typeof searchLyricsSchema>;

/** One of the caller's own playlists. */
export const searchPlaylistSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isPublic: z.boolean(),
  trackCount: z.number(),
});
export type SearchPlaylist = z.infer<typeof searchPlaylistSchema>;

/**
 * One of the caller's own releases (issue 28), whatever its status: found by its title, its
 * label or its exact UPC/EAN. `artworkUrl` is the small rendition, null without artwork.
 */
export const searchReleaseSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(RELEASE_TYPES),
  status: z.enum(RELEASE_STATUSES),
  published: z.boolean(),
  label: z.string(),
  upc: z.string().nullable(),
  releaseDate: z.string().nullable(),
  artworkUrl: z.string().nullable(),
});
export type SearchRelease = z.infer<typeof searchReleaseSchema>;

/**
 * Someone the caller works with: the owner or an accepted member of a project the caller can
 * see. Only what a project's member list and the profile page's connections already show:
 * never an e-mail address. `handle` is set only when their artist page is public;
 * `sharedProjectId` is the newest project both can see (where to go when there is no page).
 */
export const searchPersonSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  handle: z.string().nullable(),
  sharedProjects: z.number(),
  sharedProjectId: z.uuid(),
});
export type SearchPerson = z.infer<typeof searchPersonSchema>;

/** The answer of `GET /api/search`: each group ranked best first, at most `limit` long. */
export const searchResultsSchema = z.object({
  songs: z.array(audioFileSchema),
  lyrics: z.array(searchLyricsSchema),
  projects: z.array(searchProjectSchema),
  playlists: z.array(searchPlaylistSchema),
  releases: z.array(searchReleaseSchema),
  people: z.array(searchPersonSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** The groups in the order the search list shows them. */
export const SEARCH_GROUPS = [
  'songs',
  'lyrics',
  'projects',
  'playlists',
  'releases',
  'people',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
