import { ApiError } from '../../../lib/api-client';
import {
  abandonInterruptedUpload,
  findInterruptedUploads,
  forgetInterruptedUpload,
  interruptedOffset,
  uploadAnswer,
  type InterruptedUpload,
  type ResumableTarget,
} from './resumable-upload';

/** One interrupted upload's row: the file's name and the percent the server holds. */
export interface InterruptedRow {
  key: string;
  name: string;
  size: number;
  percent: number;
  upload: InterruptedUpload;
}

/** What a look at a place's unfinished uploads found. */
export interface UnfinishedUploads {
  /** Uploads the server holds part of: their rows ask for the file again. */
  interrupted: InterruptedRow[];
  /** Uploads the server had whole and refused: their rows say why. */
  refused: { key: string; name: string; size: number; reason: string }[];
  /** Whether some upload had finished meanwhile (the song lists are then read again). */
  finished: boolean;
}

export const interruptedKey = (upload: InterruptedUpload) => `interrupted:${upload.storageKey}`;

/**
 * The uploads to `place` this browser started and did not finish (issue 16 item 6), asked of
 * the server: one it no longer has is forgotten, one it has whole is asked for its answer and
 * forgotten, the others are rows at the server's percent. `skip`: fingerprints of files the
 * queue is sending now (their upload is not interrupted, it goes on).
 */
export async function findUnfinishedUploads(
  place: ResumableTarget,
  skip: (fingerprint: string) => boolean,
): Promise<UnfinishedUploads> {
  const found: UnfinishedUploads = { interrupted: [], refused: [], finished: false };
  for (const upload of await findInterruptedUploads(place)) {
    if (skip(upload.fingerprint)) continue;
    const offset = await interruptedOffset(upload).catch(() => undefined);
    if (offset === undefined) continue; // offline: asked again next time
    if (offset === null || upload.size <= 0) {
      await abandonInterruptedUpload(upload);
      continue;
    }
    // Every byte was in when the page went: the server made the song without the file (the
    // lists show it) or refused it (a failed row says why); nothing to ask for either way.
    if (offset >= upload.size) {
      const refusal = await uploadAnswer(upload.uploadUrl).then(
        () => null,
        (error: unknown) => (error instanceof ApiError ? error.shownMessage : null),
      );
      await forgetInterruptedUpload(upload);
      if (refusal) {
        const key = interruptedKey(upload);
        found.refused.push({ key, name: upload.name, size: upload.size, reason: refusal });
      }
      found.finished = true;
      continue;
    }
    const percent = Math.min(99, Math.floor((offset / upload.size) * 100));
    found.interrupted.push({
      key: interruptedKey(upload),
      name: upload.name,
      size: upload.size,
      percent,
      upload,
    });
  }
  return found;
}
