export const SEED_SIZE_NAMES = ['small', 'medium', 'large', 'xlarge'] as const;
export type SeedSizeName = (typeof SEED_SIZE_NAMES)[number];

/** How many of each thing a seeded data set holds (issue 8: "large" is the bench's). */
export interface SeedSize {
  name: SeedSizeName;
  /** Accounts, each with one artist profile and its "My Library". */
  profiles: number;
  /** Projects in all, the profiles' libraries included. */
  projects: number;
  /** Songs: audio rows that are the latest version of their song. */
  songs: number;
  /** The heavy user's share of the songs. */
  heavySongShare: number;
}

export const SEED_SIZES: Record<SeedSizeName, SeedSize> = {
  small: { name: 'small', profiles: 20, projects: 100, songs: 1_000, heavySongShare: 0.2 },
  medium: { name: 'medium', profiles: 200, projects: 1_000, songs: 10_000, heavySongShare: 0.2 },
  large: { name: 'large', profiles: 1_000, projects: 5_000, songs: 50_000, heavySongShare: 0.2 },
  // Issue 13: a catalogue the size of a label's, 100,000 songs of the heavy user.
  xlarge: {
    name: 'xlarge',
    // A profile count of its own: the seed tells data sets apart by it.
    profiles: 1_200,
    projects: 6_000,
    songs: 125_000,
    heavySongShare: 0.8,
  },
};

export const isSeedSizeName = (value: string): value is SeedSizeName =>
  (SEED_SIZE_NAMES as readonly string[]).includes(value);

/**
 * The heavy user the bench signs in as: a tenth of the projects and `heavySongShare` of the
 * songs are theirs (10,000 songs in the large set, 100,000 in the xlarge one).
 */
export const HEAVY_PROJECT_SHARE = 0.1;

/** How many songs the heavy user of a data set owns. */
export const heavySongsOf = (size: SeedSize) => Math.round(size.songs * size.heavySongShare);
/** Every twentieth song also has an older version (a row that is not the latest). */
export const OLDER_VERSION_EVERY = 20;

/** Seeded accounts live under this domain: how a second run recognises the first. */
export const SEED_EMAIL_DOMAIN = 'seed.trackroom.test';
export const HEAVY_USER_EMAIL = `heavy@${SEED_EMAIL_DOMAIN}`;
/** Every seeded account signs in with this password (bench data, never a real account). */
export const SEED_PASSWORD = 'seed password 123';
/** The heavy user's project that holds the real audio files. */
export const REAL_FILES_PROJECT = 'Real files';
