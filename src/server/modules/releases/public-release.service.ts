import type { Readable } from 'node:stream';
import {
  RELEASE_PAGE_NOT_FOUND,
  releasePageArtworkPath,
  type PublicRelease,
  type ReleaseArtwork,
} from '../../../shared/schemas/releases.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { Storage } from '../../storage/storage.js';
import { profileDisplayName } from '../profile/index.js';
import type { ByteRange } from '../uploads/index.js';
import {
  publicReleaseRepository,
  type PublicTrackFile,
  type PublishedRelease,
} from './public-release.repository.js';
import { artworkMime } from './release-artwork.service.js';
import type { ReleaseRow } from './releases.repository.js';

const pageNotFound = () => notFound(RELEASE_PAGE_NOT_FOUND);

/** The public artwork's addresses, versioned by the last change so caches renew. */
function publicArtwork(row: ReleaseRow): ReleaseArtwork | null {
  if (!row.artworkKey || !row.slug || !row.artworkWidth || !row.artworkHeight) return null;
  const base = releasePageArtworkPath(row.slug);
  const version = `v=${row.updatedAt.getTime()}`;
  return {
    url: `${base}?${version}`,
    thumbnailUrl: `${base}/thumbnail?${version}`,
    width: row.artworkWidth,
    height: row.artworkHeight,
  };
}

/**
 * The public release page, /r/{slug} (issue 28 item 4): anyone may read a published release;
 * an unpublished or unknown one, and a track not on it (or no longer its owner's to share),
 * is "not available" alike, so the page reveals nothing beyond what it publishes.
 */
export function publicReleaseService(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;
  const repo = publicReleaseRepository(db);

  async function published(slug: string): Promise<PublishedRelease> {
    const found = await repo.findPublished(slug);
    if (!found) throw pageNotFound();
    return found;
  }

  return {
    async find(slug: string): Promise<PublicRelease> {
      const { release, artistHandle } = await published(slug);
      const [tracks, ownerName] = await Promise.all([
        repo.tracks(release),
        profileDisplayName(db, release.ownerProfileId),
      ]);
      // A library song's credits are the library's, not the song's: none shown for it.
      const songProjects = [...new Set(tracks.filter((t) => !t.inLibrary).map((t) => t.projectId))];
      const creditsByProject = new Map<string, { name: string; role: string }[]>();
      for (const credit of await repo.credits(songProjects)) {
        const list = creditsByProject.get(credit.projectId) ?? [];
        list.push({ name: credit.name, role: credit.role });
        creditsByProject.set(credit.projectId, list);
      }
      return {
        slug: release.slug!,
        type: release.type,
        title: release.title,
        artistName: release.artistName || ownerName,
        artistHandle,
        label: release.label,
        releaseDate: release.releaseDate,
        pLine: release.pLine,
        cLine: release.cLine,
        artwork: publicArtwork(release),
        tracks: tracks.map((track, index) => ({
          position: index + 1,
          audioId: track.audioId,
          title: track.title,
          duration: track.duration,
          explicit: track.explicit,
          credits: track.inLibrary ? [] : (creditsByProject.get(track.projectId) ?? []),
        })),
      };
    },

    /** A track of the published release, without touching its file (a play report names it). */
    async findPlayableTrack(slug: string, audioId: string): Promise<PublicTrackFile> {
      const { release } = await published(slug);
      const file = await repo.playableFile(release, audioId);
      if (!file) throw pageNotFound();
      return file;
    },

    /** A track's stored file and its size, when the page still plays it. */
    async findTrackFile(
      slug: string,
      audioId: string,
    ): Promise<{ file: PublicTrackFile; size: number }> {
      const file = await this.findPlayableTrack(slug, audioId);
      const info = await storage.stat(file.filename);
      if (!info) throw pageNotFound();
      return { file, size: info.size };
    },

    /** The artwork (or its small rendition) of a published release: key, type and size. */
    async findArtwork(
      slug: string,
      which: 'full' | 'thumbnail',
    ): Promise<{ key: string; mime: string; size: number }> {
      const { release } = await published(slug);
      const key = which === 'full' ? release.artworkKey : release.artworkThumbnailKey;
      const info = key ? await storage.stat(key) : null;
      if (!key || !info) throw pageNotFound();
      return { key, mime: artworkMime(key), size: info.size };
    },

    open(key: string, range?: ByteRange): Readable {
      return storage.get(key, range);
    },
  };
}
export type PublicReleaseService = ReturnType<typeof publicReleaseService>;
