import { DetailedError, Upload, defaultOptions, type PreviousUpload } from 'tus-js-client';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_PATH } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { ApiError, apiRequest } from '../../../lib/api-client';

import { uploadFingerprint, type ResumableTarget } from './upload-fingerprint';

export type { ResumableTarget };

/**
 * A dropped connection is retried after these waits (ms), each time from the byte the server
 * last confirmed (tus asks it with HEAD); the count starts again whenever a retry got bytes
 * through, so a flaky line keeps going while a dead one fails within ~10 s. A refusal (4xx) is
 * not retried.
 */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

/** tus's failure as the API client's: ApiError with the server's answer, else a network error. */
function asApiError(error: Error): Error {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (response && response.getStatus() > 0) {
    return new ApiError(response.getStatus(), response.getBody() || error.message);
  }
  return new TypeError('Network request failed');
}

/**
 * Uploads `file` with tus (issue 16 item 6), resuming an earlier upload of the same file to the
 * same place when this browser started one (its URL is kept in localStorage until the server
 * has the file). Progress is the share of bytes the server has confirmed or is receiving; the
 * answer is the created song, as POST /api/audio gives it. `onCreated`: the server has opened
 * the upload, so a reload finds it (findInterruptedUploads).
 */
export function resumableUpload(
  file: File,
  target: ResumableTarget,
  onPercent: (percent: number) => void,
  { signal, onCreated }: { signal?: AbortSignal; onCreated?: () => void } = {},
): Promise<AudioFile> {
  return new Promise<AudioFile>((resolve, reject) => {
    const metadata: Record<string, string> = { filename: file.name, filetype: file.type };
    if (target.projectId) metadata.projectId = target.projectId;
    if (target.title) metadata.title = target.title;
    if (target.take) metadata.source = 'take';
    const upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata,
      fingerprint: (chosen) => Promise.resolve(uploadFingerprint(chosen, target)),
      removeFingerprintOnSuccess: true,
      // From here the server holds the upload and this browser its address (localStorage).
      onUploadUrlAvailable: () => onCreated?.(),
      onProgress: (sent, total) =>
        onPercent(total > 0 ? Math.min(99, Math.floor((sent / total) * 100)) : 0),
      onSuccess: ({ lastResponse }) => {
        const body = lastResponse.getBody();
        // No body: tus learned with HEAD that the server already had every byte (the last
        // answer was lost on the way), so the upload is asked for its song, never sent again.
        if (!body && upload.url) {
          uploadAnswer(upload.url).then(resolve, reject);
          return;
        }
        try {
          resolve(JSON.parse(body) as AudioFile);
        } catch {
          reject(new ApiError(lastResponse.getStatus(), 'Invalid server reply'));
        }
      },
      onError: (error) => reject(asApiError(error)),
    });
    signal?.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(new DOMException('Upload cancelled', 'AbortError'));
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.at(-1);
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => upload.start());
  });
}

/**
 * What an upload whose every byte the server has became: the song, or the server's refusal
 * (the server waits while it still processes the file).
 */
export function uploadAnswer(uploadUrl: string): Promise<AudioFile> {
  return apiRequest<AudioFile>('GET', uploadUrl);
}

/** An upload this browser started and did not finish (the page was closed or reloaded). */
export interface InterruptedUpload {
  storageKey: string;
  fingerprint: string;
  name: string;
  size: number;
  uploadUrl: string;
}

/** The interrupted uploads of picked files (not takes) to `target`'s place, oldest first. */
export async function findInterruptedUploads(
  target: ResumableTarget,
): Promise<InterruptedUpload[]> {
  const place = uploadFingerprint({ name: '', type: '', size: 0, lastModified: 0 }, target)
    .split(':')
    .slice(0, 2)
    .join(':');
  const all: PreviousUpload[] = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all
    .filter((previous) => previous.uploadUrl && previous.metadata.source !== 'take')
    .map((previous) => ({
      storageKey: previous.urlStorageKey,
      // tus keeps it as `tus::<fingerprint>::<random>`.
      fingerprint: previous.urlStorageKey.split('::')[1] ?? '',
      name: previous.metadata.filename ?? '',
      size: previous.size ?? 0,
      uploadUrl: previous.uploadUrl ?? '',
    }))
    .filter((previous) => previous.fingerprint.startsWith(`${place}:`));
}

/** How many bytes of an interrupted upload the server has; null when it has it no more. */
export async function interruptedOffset(upload: InterruptedUpload): Promise<number | null> {
  const response = await fetch(upload.uploadUrl, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0' },
    credentials: 'same-origin',
  });
  const offset = Number(response.headers.get('Upload-Offset'));
  return response.ok && Number.isFinite(offset) ? offset : null;
}

/** Forgets an interrupted upload in this browser only (the server finished it). */
export async function forgetInterruptedUpload(upload: InterruptedUpload): Promise<void> {
  await defaultOptions.urlStorage.removeUpload(upload.storageKey).catch(() => undefined);
}

/** Forgets an interrupted upload here and on the server (its partial bytes go at once). */
export async function abandonInterruptedUpload(upload: InterruptedUpload): Promise<void> {
  await forgetInterruptedUpload(upload);
  await fetch(upload.uploadUrl, {
    method: 'DELETE',
    headers: { 'Tus-Resumable': '1.0.0' },
    credentials: 'same-origin',
  }).catch(() => undefined);
}
