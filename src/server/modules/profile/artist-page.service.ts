import {
  ARTIST_NOT_FOUND,
  ARTIST_PAGE_RELEASES_MAX,
  type ArtistPage,
  type ArtistRelease,
} from '../../../shared/schemas/profile-overview.js';
import { releasePageArtworkPath, releasePagePath } from '../../../shared/schemas/releases.js';
import { HANDLE_PATTERN } from '../../../shared/schemas/profile.js';
import { notFound } from '../../lib/http-errors.js';
import type { ArtistPageRepository, PublishedReleaseRow } from './artist-page.repository.js';
import { knownPublicFields } from './present-profile.js';
import type { ProfileRow } from './profile.repository.js';
import { displayName } from './profile-names.js';

/** Only the fields the artist chose, and only those that hold something. */
function publicFieldValues(row: ProfileRow): ArtistPage['fields'] {
  const fields: ArtistPage['fields'] = {};
  for (const field of knownPublicFields(row.publicFields)) {
    const value = row[field];
    if (value !== null && value !== '') fields[field] = value;
  }
  return fields;
}

/** A published release as the page lists it: its public page and artwork routes, never its id. */
function presentArtistRelease(row: PublishedReleaseRow): ArtistRelease {
  return {
    title: row.title,
    type: row.type,
    releaseDate: row.releaseDate,
    artworkUrl: row.hasArtwork
      ? `${releasePageArtworkPath(row.slug)}/thumbnail?v=${row.updatedAt.getTime()}`
      : null,
    pageUrl: releasePagePath(row.slug),
  };
}

/** The public artist page: nothing of a profile that is not public, nothing it did not choose. */
export function artistPageService(deps: { repo: ArtistPageRepository }) {
  const { repo } = deps;
  return {
    async get(handleParam: string): Promise<ArtistPage> {
      const handle = handleParam.toLowerCase();
      const row = HANDLE_PATTERN.test(handle) ? await repo.findPublic(handle) : null;
      if (!row?.handle) throw notFound(ARTIST_NOT_FOUND);
      const [playlists, releases] = await Promise.all([
        repo.publicPlaylists(row.id),
        repo.publishedReleases(row.id, ARTIST_PAGE_RELEASES_MAX),
      ]);
      return {
        handle: row.handle,
        displayName: displayName({
          first: row.firstName,
          last: row.lastName,
          artist: row.artistName,
        }),
        profileImageUrl: row.profileImageUrl,
        fields: publicFieldValues(row),
        playlists: playlists.flatMap((playlist) =>
          playlist.shareToken
            ? [
                {
                  name: playlist.name,
                  trackCount: playlist.trackCount,
                  shareUrl: `/listen/${playlist.shareToken}`,
                },
              ]
            : [],
        ),
        releases: releases.map(presentArtistRelease),
      };
    },
  };
}
