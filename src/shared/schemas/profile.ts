import { z } from 'zod';
import { capped, cappedString, tooLongMessage } from './capped-text';
import {
  isPlatformUrl,
  isWebsite,
  normalizeIpi,
  normalizeIsni,
  isniProblem,
  SOCIAL_PLATFORM_HOSTS,
  withScheme,
} from './profile-identifiers';
import { ACCOUNT_ROLES } from '../constants';
import { partialUpdateSchema } from './partial-update';

/*
 * The artist profile (spec part 1 §2 "Artist profile", §3 "User / profile"). One schema feeds
 * the /profile form and PATCH /api/user/profile, so both refuse the same input with the same
 * words. Refusals use PROFILE_MESSAGES, so the client can say them in the reader's language.
 */

export const PROFILE_MESSAGES = {
  ipi: 'An IPI number has 9 to 11 digits',
  isniFormat: 'An ISNI has 16 characters: 15 digits, then a digit or X',
  isniChecksum: 'This ISNI does not add up (its last character is a check digit): please check it',
  handle:
    'A handle has 3 to 30 lowercase letters, digits or hyphens, and starts and ends with a letter or digit',
  handleTaken: 'That handle is already taken',
  handleRequired: 'Choose a handle before making your profile public',
  yearsExperience: 'Years of experience is a whole number from 0 to 100',
  website: 'Enter a website address such as https://example.com',
  instagram: 'An Instagram username has up to 30 letters, digits, periods or underscores',
  twitter: 'A Twitter username has up to 15 letters, digits or underscores',
  youtube: 'Enter your YouTube link, such as https://www.youtube.com/@you',
  spotify: 'Enter your Spotify link, such as https://open.spotify.com/artist/…',
  soundcloud: 'Enter your SoundCloud link, such as https://soundcloud.com/you',
  publicFields: 'Choose the public fields from the list',
  representativeName: 'Please enter a name',
  representativeRole: 'Choose manager, agent, label or publisher',
  email: 'Please enter a valid email address',
  phone: 'A phone number has 5 to 30 digits, spaces or + - ( ) . characters',
  notText: 'Please enter text',
} as const;
export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;

/** The key of one of our messages (for translation), or null for any other text. */
export function profileMessageKey(message: string): ProfileMessageKey | null {
  const entry = Object.entries(PROFILE_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ProfileMessageKey) : null;
}

// --- Field rules -------------------------------------------------------------------------------

export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;
export const YEARS_EXPERIENCE_MAX = 100;
export const PROFILE_TEXT_LIMITS = {
  firstName: 100,
  lastName: 100,
  artistName: 100,
  bio: 2000,
  genre: 60,
  location: 120,
  primaryInstrument: 60,
  recordLabel: 120,
  publisher: 120,
  proNumber: 50,
  url: 500,
} as const;
/** What normalised fields take in: any spelling a person types, never a large input. */
export const PROFILE_INPUT_LIMITS = {
  ipi: 30,
  isni: 40,
  socialHandle: 60,
  handle: 60,
  yearsExperience: 10,
  publicField: 40,
} as const;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Optional text: blank or null clears it. */
const optionalText = (label: string, max: number) =>
  capped(
    max,
    tooLongMessage(label, max),
    z.preprocess(blankToNull, z.string(PROFILE_MESSAGES.notText).trim().nullable()),
  );

/** A name that is never null in the database: blank is stored as ''. */
const nameText = (label: string, max: number) =>
  capped(
    max,
    tooLongMessage(label, max),
    z.preprocess(
      (value) => (value === null ? '' : value),
      z.string(PROFILE_MESSAGES.notText).trim(),
    ),
  );

/**
 * Text normalised by `normalize` (null when refused, with `message`); blank clears. Input longer
 * than `max` is refused with `tooLong` before `normalize` sees it.
 */
const normalizedText = (
  normalize: (text: string) => string | null,
  message: string,
  max: number,
  tooLong = message,
) =>
  capped(
    max,
    tooLong,
    z.preprocess(
      (value) => {
        const blank = blankToNull(value);
        return typeof blank === 'string' ? (normalize(blank.trim()) ?? blank) : blank;
      },
      z
        .string(message)
        .refine((text) => normalize(text) === text, message)
        .nullable(),
    ),
  );

const isniField = capped(
  PROFILE_INPUT_LIMITS.isni,
  PROFILE_MESSAGES.isniFormat,
  z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string' ? (normalizeIsni(blank) ?? blank.trim()) : blank;
    },
    z
      .string(PROFILE_MESSAGES.isniFormat)
      .superRefine((text, ctx) => {
        const problem = isniProblem(text);
        if (problem === 'format')
          ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.isniFormat });
        if (problem === 'checksum')
          ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.isniChecksum });
      })
      .nullable(),
  ),
);

/** A social handle without its leading @. */
const socialHandle = (pattern: RegExp, message: string) =>
  normalizedText(
    (text) => {
      const handle = text.replace(/^@+/, '');
      return pattern.test(handle) ? handle : null;
    },
    message,
    PROFILE_INPUT_LIMITS.socialHandle,
  );

/** A link with https:// added when it was typed without a scheme. */
const urlField = (label: string, accept: (text: string) => boolean, message: string) =>
  normalizedText(
    (text) => {
      const full = withScheme(text);
      return full.length <= PROFILE_TEXT_LIMITS.url && accept(full) ? full : null;
    },
    message,
    PROFILE_TEXT_LIMITS.url,
    tooLongMessage(label, PROFILE_TEXT_LIMITS.url),
  );

const yearsField = capped(
  PROFILE_INPUT_LIMITS.yearsExperience,
  PROFILE_MESSAGES.yearsExperience,
  z.preprocess((value) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
  }, z.number(PROFILE_MESSAGES.yearsExperience).int(PROFILE_MESSAGES.yearsExperience).min(0, PROFILE_MESSAGES.yearsExperience).max(YEARS_EXPERIENCE_MAX, PROFILE_MESSAGES.yearsExperience).nullable()),
);

/** Profile fields a visitor may see on /artist/{handle} when the artist chooses them. */
export const PUBLIC_PROFILE_FIELDS = [
  'bio',
  'genre',
  'location',
  'website',
  'primaryInstrument',
  'yearsExperience',
  'recordLabel',
  'publisher',
  'ipiNumber',
  'proNumber',
  'isniNumber',
  'instagramHandle',
  'twitterHandle',
  'youtubeChannel',
  'spotifyProfile',
  'soundcloudProfile',
] as const;
export type PublicProfileField = (typeof PUBLIC_PROFILE_FIELDS)[number];

const PUBLIC_FIELD_NAMES: readonly string[] = PUBLIC_PROFILE_FIELDS;
/** Checked as a whole list, so the refusal names the field (not one of its items). */
const publicFieldsField = z
  .array(
    cappedString(
      PROFILE_INPUT_LIMITS.publicField,
      PROFILE_MESSAGES.publicFields,
      PROFILE_MESSAGES.publicFields,
    ),
    PROFILE_MESSAGES.publicFields,
  )
  .max(PUBLIC_PROFILE_FIELDS.length * 2, PROFILE_MESSAGES.publicFields)
  .refine(
    (fields) => fields.every((field) => PUBLIC_FIELD_NAMES.includes(field)),
    PROFILE_MESSAGES.publicFields,
  )
  .transform((fields) => [...new Set(fields)] as PublicProfileField[]);

const handleField = capped(
  PROFILE_INPUT_LIMITS.handle,
  PROFILE_MESSAGES.handle,
  z.preprocess((value) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' ? blank.trim().toLowerCase() : blank;
  }, z.string(PROFILE_MESSAGES.handle).regex(HANDLE_PATTERN, PROFILE_MESSAGES.handle).nullable()),
);

export const profileFields = {
  firstName: nameText('First name', PROFILE_TEXT_LIMITS.firstName),
  lastName: nameText('Last name', PROFILE_TEXT_LIMITS.lastName),
  artistName: optionalText('Artist name', PROFILE_TEXT_LIMITS.artistName),
  bio: optionalText('Bio', PROFILE_TEXT_LIMITS.bio),
  genre: optionalText('Genre', PROFILE_TEXT_LIMITS.genre),
  location: optionalText('Location', PROFILE_TEXT_LIMITS.location),
  website: urlField('Website', isWebsite, PROFILE_MESSAGES.website),
  primaryInstrument: optionalText('Primary instrument', PROFILE_TEXT_LIMITS.primaryInstrument),
  yearsExperience: yearsField,
  recordLabel: optionalText('Record label', PROFILE_TEXT_LIMITS.recordLabel),
  publisher: optionalText('Publisher', PROFILE_TEXT_LIMITS.publisher),
  ipiNumber: normalizedText(normalizeIpi, PROFILE_MESSAGES.ipi, PROFILE_INPUT_LIMITS.ipi),
  proNumber: optionalText('PRO number', PROFILE_TEXT_LIMITS.proNumber),
  isniNumber: isniField,
  instagramHandle: socialHandle(/^[A-Za-z0-9._]{1,30}$/, PROFILE_MESSAGES.instagram),
  twitterHandle: socialHandle(/^[A-Za-z0-9_]{1,15}$/, PROFILE_MESSAGES.twitter),
  youtubeChannel: urlField(
    'YouTube channel',
    (text) => isPlatformUrl(text, SOCIAL_PLATFORM_HOSTS.youtubeChannel),
    PROFILE_MESSAGES.youtube,
  ),
  spotifyProfile: urlField(
    'Spotify profile',
    (text) => isPlatformUrl(text, SOCIAL_PLATFORM_HOSTS.spotifyProfile),
    PROFILE_MESSAGES.spotify,
  ),
  soundcloudProfile: urlField(
    'SoundCloud profile',
    (text) => isPlatformUrl(text, SOCIAL_PLATFORM_HOSTS.soundcloudProfile),
    PROFILE_MESSAGES.soundcloud,
  ),
  handle: handleField,
  isPublic: z.boolean('Choose whether the profile is public'),
  publicFields: publicFieldsField,
};
export type ProfileField = keyof typeof profileFields;

/** PATCH /api/user/profile: any subset of the fields, at least one; unknown keys are ignored. */
export const updateProfileSchema = partialUpdateSchema(profileFields);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type ProfileChanges = z.output<typeof updateProfileSchema>;

/** GET /api/user/profile: the active profile and its account's e-mail and role. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  firstName: z.string(),
  lastName: z.string(),
  artistName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  genre: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  primaryInstrument: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  recordLabel: z.string().nullable(),
  publisher: z.string().nullable(),
  ipiNumber: z.string().nullable(),
  proNumber: z.string().nullable(),
  isniNumber: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  youtubeChannel: z.string().nullable(),
  spotifyProfile: z.string().nullable(),
  soundcloudProfile: z.string().nullable(),
  handle: z.string().nullable(),
  isPublic: z.boolean(),
  publicFields: z.array(z.enum(PUBLIC_PROFILE_FIELDS)),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
