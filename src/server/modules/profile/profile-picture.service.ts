import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '../../../shared/constants.js';
import { notFound, payloadTooLarge, unsupportedMediaType } from '../../lib/http-errors.js';
import { sniffStream } from '../../lib/sniff.js';
import { StorageLimitError, type Storage } from '../../storage/storage.js';
import type { ProfilePictureRepository } from './profile-picture.repository.js';

const FOLDER = 'profile-pictures';
/** Stored names: 128 random bits in hex plus the extension the bytes were sniffed as. */
const PICTURE_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const URL_PREFIX = `/uploads/${FOLDER}/`;

export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB';

/** An uploaded file as the service needs it: its bytes and whether the parser cut it short. */
export interface PictureUpload {
  stream: Readable;
  /** True when the multipart parser stopped at its size limit. */
  truncated(): boolean;
}

/** True for names we generate; anything else is refused before touching storage. */
export function isPictureName(name: string): boolean {
  return PICTURE_NAME.test(name);
}

/** The storage key behind one of our picture URLs, or null for anything else. */
export function pictureKeyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  const name = url.slice(URL_PREFIX.length);
  return isPictureName(name) ? `${FOLDER}/${name}` : null;
}

/** Profile pictures: stored by sniffed type under unguessable names, served publicly. */
export function profilePictureService(deps: {
  storage: Storage;
  repo: ProfilePictureRepository;
  onCleanupError?: (error: unknown) => void;
}) {
  const { storage, repo } = deps;

  async function store(key: string, upload: PictureUpload, stream: Readable): Promise<void> {
    try {
      await storage.put(key, stream, { maxBytes: PROFILE_PICTURE_MAX_BYTES });
    } catch (error) {
      if (error instanceof StorageLimitError) throw payloadTooLarge(IMAGE_TOO_LARGE);
      throw error;
    }
    if (upload.truncated()) {
      await storage.delete(key);
      throw payloadTooLarge(IMAGE_TOO_LARGE);
    }
  }

  return {
    /** Stores a new picture for the profile, points the profile at it, deletes the old file. */
    async replace(profileId: string, upload: PictureUpload): Promise<{ profileImageUrl: string }> {
      const { type, stream } = await sniffStream(upload.stream);
      const allowed: readonly string[] = PROFILE_PICTURE_TYPES;
      if (!type || !allowed.includes(type.mime)) {
        stream.destroy();
        throw unsupportedMediaType(NOT_AN_IMAGE);
      }
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      const key = `${FOLDER}/${name}`;
      await store(key, upload, stream);

      const profileImageUrl = `${URL_PREFIX}${name}`;
      let previous: string | null | undefined;
      try {
        previous = await repo.replaceImageUrl(profileId, profileImageUrl);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      if (previous === undefined) {
        await storage.delete(key);
        throw notFound('Profile not found');
      }
      const previousKey = pictureKeyOfUrl(previous);
      // The new picture is saved either way; a stale file left behind is only wasted space.
      if (previousKey) await storage.delete(previousKey).catch(deps.onCleanupError);
      return { profileImageUrl };
    },

    /** A stored picture's bytes and type, or null when the name is not one of ours or absent. */
    async open(name: string): Promise<{ stream: Readable; size: number; mime: string } | null> {
      if (!isPictureName(name)) return null;
      const key = `${FOLDER}/${name}`;
      const info = await storage.stat(key);
      if (!info) return null;
      const mime = MIME_BY_EXT[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      return { stream: storage.get(key), size: info.size, mime };
    },
  };
}
