import type { AccountRole } from '../../../shared/constants.js';
import {
  PUBLIC_PROFILE_FIELDS,
  type Profile,
  type PublicProfileField,
} from '../../../shared/schemas/profile.js';
import type { ProfileRow } from './profile.repository.js';

const PUBLIC_FIELD_SET: ReadonlySet<string> = new Set(PUBLIC_PROFILE_FIELDS);

/** The stored public-field list, keeping only names we still know (the column is free JSON). */
export function knownPublicFields(stored: readonly string[]): PublicProfileField[] {
  return stored.filter((field): field is PublicProfileField => PUBLIC_FIELD_SET.has(field));
}

/** The active profile as GET/PATCH /api/user/profile answer it. */
export function presentProfile(
  row: ProfileRow,
  account: { email: string; role: AccountRole },
): Profile {
  return {
    id: row.id,
    email: account.email,
    role: account.role,
    firstName: row.firstName,
    lastName: row.lastName,
    artistName: row.artistName,
    profileImageUrl: row.profileImageUrl,
    bio: row.bio,
    genre: row.genre,
    location: row.location,
    website: row.website,
    primaryInstrument: row.primaryInstrument,
    yearsExperience: row.yearsExperience,
    recordLabel: row.recordLabel,
    publisher: row.publisher,
    ipiNumber: row.ipiNumber,
    proNumber: row.proNumber,
    isniNumber: row.isniNumber,
    instagramHandle: row.instagramHandle,
    twitterHandle: row.twitterHandle,
    youtubeChannel: row.youtubeChannel,
    spotifyProfile: row.spotifyProfile,
    soundcloudProfile: row.soundcloudProfile,
    handle: row.handle,
    isPublic: row.isPublic,
    publicFields: knownPublicFields(row.publicFields),
    createdAt: row.createdAt.toISOString(),
  };
}
