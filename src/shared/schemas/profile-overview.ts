import { z } from 'zod';
import { capped, cappedString } from './capped-text';
import { pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';
import { PROFILE_MESSAGES, PUBLIC_PROFILE_FIELDS } from './profile';
import { RELEASE_TYPES } from './release-answers';

/*
 * What the /profile page shows besides the profile itself (stats, activity, credits,
 * connections, representatives) and the public artist page /artist/{handle}.
 */

// --- Representatives (manager, agent, label, publisher) --------------------------------------

export const REPRESENTATIVE_ROLES = ['manager', 'agent', 'label', 'publisher'] as const;
export type RepresentativeRole = (typeof REPRESENTATIVE_ROLES)[number];
/** A profile keeps a short list; more is a mistake or abuse, not a roster. */
export const MAX_REPRESENTATIVES = 50;
export const REPRESENTATIVE_NOT_FOUND = 'Representative not found';
export const TOO_MANY_REPRESENTATIVES = `A profile keeps at most ${MAX_REPRESENTATIVES} representatives`;

/** GET /api/user/representatives: pages in the order they were added (DESIGN §3). */
export const representativesQuerySchema = pageQuerySchema;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const representativeFields = {
  name: cappedString(
    120,
    'Name is too long (120 characters at most)',
    PROFILE_MESSAGES.representativeName,
  )
    .trim()
    .min(1, PROFILE_MESSAGES.representativeName),
  role: z.enum(REPRESENTATIVE_ROLES, PROFILE_MESSAGES.representativeRole),
  email: capped(
    254,
    PROFILE_MESSAGES.email,
    z.preprocess(
      blankToNull,
      z.string(PROFILE_MESSAGES.email).trim().pipe(z.email(PROFILE_MESSAGES.email)).nullable(),
    ),
  ),
  // Spaces around the number are trimmed, so a little more than 30 characters may come in.
  phone: capped(
    40,
    PROFILE_MESSAGES.phone,
    z.preprocess(
      blankToNull,
      z
        .string(PROFILE_MESSAGES.phone)
        .trim()
        .regex(/^[+\d\s().-]{5,30}$/, PROFILE_MESSAGES.phone)
        .refine((text) => /\d/.test(text), PROFILE_MESSAGES.phone)
        .nullable(),
    ),
  ),
};

/** POST /api/user/representatives; e-mail and phone may be left out or blank. */
export const createRepresentativeSchema = z.object({
  ...representativeFields,
  email: representativeFields.email.optional().transform((value) => value ?? null),
  phone: representativeFields.phone.optional().transform((value) => value ?? null),
});
export type CreateRepresentativeInput = z.input<typeof createRepresentativeSchema>;

/** PATCH /api/user/representatives/{id}: any subset, at least one. */
export const updateRepresentativeSchema = partialUpdateSchema(representativeFields);
export type UpdateRepresentativeInput = z.input<typeof updateRepresentativeSchema>;

export const representativeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(REPRESENTATIVE_ROLES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type Representative = z.infer<typeof representativeSchema>;

export const representativeIdParamsSchema = z.object({ id: z.uuid(REPRESENTATIVE_NOT_FOUND) });

// --- Overview: stats, recent activity, credits naming me, connections ------------------------

/** How many rows of each list the overview carries (newest first). */
export const PROFILE_ACTIVITY_LIMIT = 10;
export const PROFILE_LIST_LIMIT = 100;

export const ACTIVITY_KINDS = ['upload', 'project', 'lyrics'] as const;

export const profileOverviewSchema = z.object({
  stats: z.object({
    /** Songs (latest versions) in projects the profile owns. */
    tracks: z.number(),
    /** Plays of every version of those songs. */
    totalPlays: z.number(),
    /** Projects the profile owns or is an accepted member of (the library not counted). */
    projects: z.number(),
    /** Songs (latest versions) in those projects. */
    songs: z.number(),
    /** Those projects with lyrics that have text. */
    lyrics: z.number(),
  }),
  /** The profile's most played song, or null before anything was played. */
  featuredTrack: z
    .object({ id: z.uuid(), title: z.string(), projectId: z.uuid(), plays: z.number() })
    .nullable(),
  recentActivity: z.array(
    z.object({
      kind: z.enum(ACTIVITY_KINDS),
      id: z.uuid(),
      /** The song's or lyrics' title; the project's for a new project. */
      title: z.string(),
      projectId: z.uuid(),
      projectTitle: z.string(),
      at: z.string(),
    }),
  ),
  /** Credits naming the profile (artist name or full name) in projects it belongs to. */
  credits: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      role: z.string(),
      projectId: z.uuid(),
      projectTitle: z.string(),
    }),
  ),
  /** People the profile works with through accepted collaborations, either way. */
  connections: z.array(
    z.object({
      profileId: z.uuid(),
      name: z.string(),
      profileImageUrl: z.string().nullable(),
      sharedProjects: z.number(),
      /** Their public page's handle, only when that page is public. */
      publicHandle: z.string().nullable(),
    }),
  ),
});
export type ProfileOverview = z.infer<typeof profileOverviewSchema>;

// --- Public artist page ------------------------------------------------------------------------

export const ARTIST_NOT_FOUND = 'Artist not found';

/**
 * The published releases an artist page lists, at most: the newest release dates first, the
 * rest left off (a page of an artist's work, not a catalogue: each release has its own page).
 */
export const ARTIST_PAGE_RELEASES_MAX = 48;

/** A published release as the artist page lists it: `pageUrl` is its public page, /r/{slug}. */
export const artistReleaseSchema = z.object({
  title: z.string(),
  type: z.enum(RELEASE_TYPES),
  releaseDate: z.string().nullable(),
  /** The small artwork rendition (the public page's route), null without artwork. */
  artworkUrl: z.string().nullable(),
  pageUrl: z.string(),
});
export type ArtistRelease = z.infer<typeof artistReleaseSchema>;

/**
 * GET /api/artists/{handle}: only what the artist chose to show, their public playlists, and
 * their published releases (ARTIST_PAGE_RELEASES_MAX at most; never an unpublished one).
 */
export const artistPageSchema = z.object({
  handle: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  fields: z.partialRecord(z.enum(PUBLIC_PROFILE_FIELDS), z.union([z.string(), z.number()])),
  playlists: z.array(z.object({ name: z.string(), trackCount: z.number(), shareUrl: z.string() })),
  releases: z.array(artistReleaseSchema),
});
export type ArtistPage = z.infer<typeof artistPageSchema>;

/** Where a profile's public page lives. */
export const artistPagePath = (handle: string) => `/artist/${encodeURIComponent(handle)}`;

// --- Social platforms (the profile's Social Media card and the public page) -------------------

export interface SocialPlatform {
  field:
    'instagramHandle' | 'twitterHandle' | 'youtubeChannel' | 'spotifyProfile' | 'soundcloudProfile';
  /** Translation key under `platforms`. */
  key: 'instagram' | 'twitter' | 'youtube' | 'spotify' | 'soundcloud';
  /** Handles are stored without @ and linked on the platform; the others are full links. */
  kind: 'handle' | 'url';
  /** Where the Connect button sends the artist to find (or make) their page. */
  connectUrl: string;
}

export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  {
    field: 'instagramHandle',
    key: 'instagram',
    kind: 'handle',
    connectUrl: 'https://www.instagram.com/',
  },
  { field: 'twitterHandle', key: 'twitter', kind: 'handle', connectUrl: 'https://twitter.com/' },
  { field: 'youtubeChannel', key: 'youtube', kind: 'url', connectUrl: 'https://www.youtube.com/' },
  {
    field: 'spotifyProfile',
    key: 'spotify',
    kind: 'url',
    connectUrl: 'https://artists.spotify.com/',
  },
  {
    field: 'soundcloudProfile',
    key: 'soundcloud',
    kind: 'url',
    connectUrl: 'https://soundcloud.com/',
  },
];

/** The other stores an artist may want to be on (quick links in the Social Media editor). */
export const MUSIC_PLATFORM_QUICK_LINKS = [
  { key: 'appleMusic', url: 'https://artists.apple.com/' },
  { key: 'bandcamp', url: 'https://bandcamp.com/artists' },
  { key: 'tidal', url: 'https://tidal.com/' },
  { key: 'audiomack', url: 'https://creators.audiomack.com/' },
] as const;

/** Where a stored social value leads: a handle's page on its platform, or the link itself. */
export function socialProfileUrl(platform: SocialPlatform, value: string): string {
  if (platform.kind === 'url') return value;
  const handle = encodeURIComponent(value.replace(/^@+/, ''));
  return platform.key === 'instagram'
    ? `https://www.instagram.com/${handle}`
    : `https://twitter.com/${handle}`;
}

/** How a stored social value is shown: @handle, or the link as written. */
export const socialDisplayValue = (platform: SocialPlatform, value: string) =>
  platform.kind === 'handle' ? `@${value.replace(/^@+/, '')}` : value;
