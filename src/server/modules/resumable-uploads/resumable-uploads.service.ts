import type { Upload } from '@tus/server';
import { RESUMABLE_OPEN_UPLOADS_MAX } from '../../../shared/constants.js';
import {
  resumableUploadMetadataSchema,
  type ResumableUploadMetadata,
} from '../../../shared/schemas/resumable-uploads.js';
import type { Database } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { conflict, notFound, payloadTooLarge } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { baseName, type AudioUploadService } from '../audio-uploads/index.js';
import { heldMessage, tooManyOpenMessage, RESUMABLE_NOT_FOUND } from './resumable-errors.js';
import { resumableFinisher, songOf } from './resumable-finish.js';
import type { LiveAnalyses } from './live-analysis.js';
import type { ResumableStore } from './resumable-store.js';
import type {
  ResumableUploadRow,
  ResumableUploadsRepository,
} from './resumable-uploads.repository.js';

/** Who sends a tus request; set by the route for each request. */
export interface ResumableCaller {
  profileId: string;
}

/**
 * The rules of resumable uploads (issue 16 item 6); the tus protocol itself is spoken by
 * resumable-tus.ts, which calls these:
 * - on creation, before any byte: the caller's right to upload to the target, the per-file cap
 *   and the owner's storage (audio-upload.service.ts `checkUpload`), then the upload is
 *   recorded (resumable_uploads) and counted with the open ones: at most
 *   RESUMABLE_OPEN_UPLOADS_MAX per sender, and the bytes they announced must fit in the owner's
 *   storage together, so open uploads cannot fill the disk beyond what the owner may store;
 * - on every later request, that the upload is the caller's (else 404);
 * - when the last byte is in, resumable-finish.ts runs the one upload pipeline once and keeps
 *   its answer: HEAD then says every byte is in, a PATCH sent again and
 *   GET /api/uploads/resumable/:id answer the same song (or refusal), so a lost answer never
 *   makes a second song.
 */
export function resumableUploadsService(deps: {
  db: Database;
  uploads: AudioUploadService;
  /** Where tus keeps the partial bytes (the finished file is read from it). */
  store: ResumableStore;
  /** Where the finished file is adopted, without its bytes being written again. */
  storage: Storage;
  records: ResumableUploadsRepository;
  /** The analyses fed by the chunks as they arrive (live-analysis.ts). */
  live: Pick<LiveAnalyses, 'take' | 'forget'>;
}) {
  const { uploads, records, live } = deps;
  const finisher = resumableFinisher({
    records,
    uploads,
    store: deps.store,
    storage: deps.storage,
    live,
  });

  return {
    /** The metadata a creation announces, checked (400 when it is not ours to take). */
    parseMetadata: (metadata: Upload['metadata']): ResumableUploadMetadata =>
      parseInput(resumableUploadMetadataSchema, metadata ?? {}),

    /** Records upload `id` and refuses it when it does not fit beside the open ones. */
    async reserve(
      caller: ResumableCaller,
      id: string,
      metadata: ResumableUploadMetadata,
      size: number,
    ): Promise<void> {
      const { ownerProfileId, quota } = await uploads.checkUpload(caller, {
        projectId: metadata.projectId,
        filename: metadata.filename,
        size,
      });
      // Recorded first, then counted with the others: two creations at one instant both see
      // each other (and may both be refused), never neither.
      await records.insert({ id, profileId: caller.profileId, ownerProfileId, length: size });
      const held = await records.held(caller.profileId, ownerProfileId);
      if (held.open > RESUMABLE_OPEN_UPLOADS_MAX) {
        throw conflict(tooManyOpenMessage(RESUMABLE_OPEN_UPLOADS_MAX));
      }
      const others = held.bytes - size;
      if (others > 0 && size + others > (await quota.remaining()).bytes) {
        throw payloadTooLarge(heldMessage(baseName(metadata.filename), others));
      }
    },

    /** The song the last byte makes (once; a second call answers the kept answer). */
    finish: async (upload: Upload, caller: ResumableCaller) =>
      songOf(await finisher.finish(upload, caller)),

    /** The caller's upload `id` (404 when there is none, or it is someone else's). */
    async ownUpload(id: string | undefined, caller: ResumableCaller): Promise<ResumableUploadRow> {
      const row = id ? await records.find(id) : null;
      if (!row || row.profileId !== caller.profileId) throw notFound(RESUMABLE_NOT_FOUND);
      return row;
    },

    /** The kept answer of an upload whose last byte is in (finishing it first if still due). */
    answer: async (row: ResumableUploadRow, caller: ResumableCaller) =>
      songOf(
        row.state === 'open'
          ? await finisher.finishIfComplete(row.id, caller)
          : await finisher.answerOf(row.id, caller),
      ),

    /** Forgets an upload (abandoned by its sender, or refused on creation). */
    forget(id: string): Promise<void> {
      live.forget(id);
      return records.remove(id);
    },

    /** Forgets the uploads past their expiry (their bytes go with the partial-area sweep). */
    sweepRecords: () => records.sweep(),
  };
}
export type ResumableUploadsService = ReturnType<typeof resumableUploadsService>;
