import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  RELEASE_ARTWORK,
  RELEASE_ARTWORK_SIZE,
  RELEASE_ARTWORK_TOO_BIG,
  RELEASE_ARTWORK_TYPE,
  type Release,
} from '../../../shared/schemas/releases.js';
import type { Database } from '../../db/client.js';
import { imageDimensions } from '../../lib/image-dimensions.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/http-errors.js';
import { sniffStream } from '../../lib/sniff.js';
import { StorageLimitError, type Storage } from '../../storage/storage.js';
import { deliveredLocked, releaseNotFound } from './release-errors.js';
import {
  releaseArtworkRepository,
  type ArtworkFiles,
  type ArtworkTarget,
} from './release-artwork.repository.js';
import { readRelease } from './releases.service.js';

const FOLDER = 'release-artwork';
/** The small rendition's side in pixels: enough for lists and cards at twice their size. */
export const THUMBNAIL_PIXELS = 300;
/**
 * How much of the file the header reader may see: a JPEG's frame header comes after its EXIF,
 * ICC profile and Photoshop segments, which together stay well under this.
 */
const HEADER_BYTES = 512 * 1024;
const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** An uploaded file as the service needs it: its bytes and whether the parser cut it short. */
export interface ArtworkUpload {
  stream: Readable;
  /** True when the multipart parser stopped at its size limit. */
  truncated(): boolean;
}

/**
 * The content type a stored artwork key (or its rendition's) was saved as: keys end in the
 * extension the bytes were sniffed as (.jpg, .png). Every route and the delivery pack use this.
 */
export function artworkMime(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_EXT[ext] ?? 'application/octet-stream';
}

const refuseType = () => unsupportedMediaType(RELEASE_ARTWORK_TYPE);
const refuseSize = () => badRequest(RELEASE_ARTWORK_SIZE, { file: RELEASE_ARTWORK_SIZE });
const tooBig = () => payloadTooLarge(RELEASE_ARTWORK_TOO_BIG);

function checkDimensions(head: Buffer): { width: number; height: number } {
  const size = imageDimensions(head);
  if (!size) throw refuseType();
  const { width, height } = size;
  const inRange = width >= RELEASE_ARTWORK.minPixels && width <= RELEASE_ARTWORK.maxPixels;
  if (width !== height || !inRange) throw refuseSize();
  return size;
}

/** The stored keys of a release's artwork, for deleting them (either may be null). */
export async function deleteArtworkFiles(
  storage: Storage,
  files: { artworkKey: string | null; artworkThumbnailKey: string | null },
  onError?: (error: unknown) => void,
): Promise<void> {
  for (const key of [files.artworkKey, files.artworkThumbnailKey]) {
    if (key) await storage.delete(key).catch(onError);
  }
}

/**
 * A release's artwork: checked by its bytes (type sniffed, size read from the header) before
 * it is stored, then decoded once off the main thread (libvips' own threads) to make the small
 * rendition; an image that will not decode is refused and its file removed.
 */
export function releaseArtworkService(deps: {
  db: Database;
  storage: Storage;
  onCleanupError?: (error: unknown) => void;
}) {
  const { db, storage } = deps;
  const repo = releaseArtworkRepository(db);

  const refuseLocked = (target: ArtworkTarget) => {
    if (target.status === 'delivered') throw deliveredLocked();
  };

  async function store(key: string, upload: ArtworkUpload, stream: Readable): Promise<void> {
    try {
      await storage.put(key, stream, { maxBytes: RELEASE_ARTWORK.maxBytes });
    } catch (error) {
      if (error instanceof StorageLimitError) throw tooBig();
      throw error;
    }
    if (upload.truncated()) {
      await storage.delete(key);
      throw tooBig();
    }
  }

  /** Decodes the stored image and stores a JPEG of THUMBNAIL_PIXELS a side. */
  async function storeThumbnail(key: string, thumbnailKey: string): Promise<void> {
    // Loaded on the first artwork, not at start-up: the native image library costs every
    // server process (and every test file) most of a second and memory it may never need.
    const { default: sharp } = await import('sharp');
    const pixels = RELEASE_ARTWORK.maxPixels * RELEASE_ARTWORK.maxPixels;
    const resize = sharp({ limitInputPixels: pixels, failOn: 'error' })
      .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 });
    const source = storage.get(key);
    source.once('error', (error) => resize.destroy(error));
    const thumbnail = await source
      .pipe(resize)
      .toBuffer()
      .catch(() => {
        throw refuseType();
      });
    await storage.put(thumbnailKey, Readable.from([thumbnail]));
  }

  return {
    /** Checks the owner may change the artwork before the body is read (404, then 409). */
    async checkTarget(profileId: string, releaseId: string): Promise<void> {
      const target = await repo.findTarget(profileId, releaseId);
      if (!target) throw releaseNotFound();
      refuseLocked(target);
    },

    /** Stores new artwork and its rendition, points the release at them, deletes the old. */
    async replace(profileId: string, releaseId: string, upload: ArtworkUpload): Promise<Release> {
      const { type, stream, head } = await sniffStream(upload.stream, HEADER_BYTES);
      if (!type || !(type.ext in MIME_BY_EXT)) {
        stream.destroy();
        throw refuseType();
      }
      let size: { width: number; height: number };
      try {
        size = checkDimensions(head);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      const name = randomBytes(16).toString('hex');
      const files: ArtworkFiles = {
        key: `${FOLDER}/${releaseId}/${name}.${type.ext}`,
        thumbnailKey: `${FOLDER}/${releaseId}/${name}-thumbnail.jpg`,
        ...size,
      };
      const created = { artworkKey: files.key, artworkThumbnailKey: files.thumbnailKey };
      let previous: ArtworkTarget | null;
      try {
        await store(files.key, upload, stream);
        await storeThumbnail(files.key, files.thumbnailKey!);
        previous = await repo.replace(profileId, releaseId, files, refuseLocked);
      } catch (error) {
        await deleteArtworkFiles(storage, created, deps.onCleanupError);
        throw error;
      }
      if (!previous) {
        await deleteArtworkFiles(storage, created, deps.onCleanupError);
        throw releaseNotFound();
      }
      // The new artwork is saved either way; a stale file left behind is only wasted space.
      await deleteArtworkFiles(storage, previous, deps.onCleanupError);
      return readRelease(db, profileId, releaseId);
    },

    /** The owner's artwork (or its rendition) as a stream with its type; 404 when none. */
    async open(profileId: string, releaseId: string, thumbnail: boolean) {
      const target = await repo.findTarget(profileId, releaseId);
      const key = thumbnail
        ? (target?.artworkThumbnailKey ?? target?.artworkKey)
        : target?.artworkKey;
      if (!key) throw releaseNotFound();
      const info = await storage.stat(key);
      if (!info) throw releaseNotFound();
      return { stream: storage.get(key), size: info.size, mime: artworkMime(key) };
    },
  };
}
