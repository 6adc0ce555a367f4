import { randomUUID } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import {
  RESUMABLE_OPEN_UPLOADS_MAX,
  RESUMABLE_UPLOAD_EXPIRY_MS,
  RESUMABLE_UPLOAD_PATH,
} from '../../../shared/constants.js';
import { resumableUploadMetadataSchema } from '../../../shared/schemas/resumable-uploads.js';
import type { Database } from '../../db/client.js';
import type { ResumableAnswer } from '../../db/schema/index.js';
import { HttpError, conflict, notFound, payloadTooLarge } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { baseName, type AudioUploadService } from '../audio-uploads/index.js';
import {
  heldMessage,
  tooManyOpenMessage,
  tusFailure,
  RESUMABLE_NOT_FOUND,
} from './resumable-errors.js';
import { resumableFinisher, songOf } from './resumable-finish.js';
import {
  resumableUploadsRepository,
  type ResumableUploadRow,
} from './resumable-uploads.repository.js';

/** Who sends a tus request; set by the route for each request. */
export interface ResumableCaller {
  profileId: string;
}

/** An incoming request: its method, and itself as the Fetch API's (its body streamed). */
export interface IncomingTusRequest {
  method: string;
  toWeb: () => Request;
}

/** Upload ids we make: 32 hex digits, so an id never names a path. */
export const RESUMABLE_ID = /^[0-9a-f]{32}$/;

const TUS_HEADERS = { 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' };

/** A kept answer as the last PATCH gave it: the song, or the refusal thrown again. */
function answerResponse(answer: ResumableAnswer): Response {
  return new Response(JSON.stringify(songOf(answer)), {
    status: 200,
    headers: { ...TUS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * Resumable uploads (tus 1.0 through @tus/server, issue 16 item 6). tus keeps the partial bytes
 * in `directory` (the storage's partial area, swept by resumable-sweep.ts) and answers the
 * protocol (offsets, 409 on a wrong one, locks, expiry); the rules are ours:
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
 * @tus/server fits Fastify without taking the socket over: the route hands it a Fetch API
 * request (`handleWeb`) and sends its answer through Fastify, so the app's hooks (sessions,
 * turns, security headers, body timeouts) and error answers apply as to any other route.
 */
export function resumableUploadsService(deps: {
  db: Database;
  uploads: AudioUploadService;
  directory: string;
}) {
  const { uploads } = deps;
  const records = resumableUploadsRepository(deps.db);
  const store = new FileStore({
    directory: deps.directory,
    expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
  });
  const finisher = resumableFinisher({ records, uploads, store });
  const callers = new WeakMap<Request, ResumableCaller>();
  const failures = new WeakMap<Request, unknown>();
  /** The upload a creation request recorded, to forget if its creation then fails. */
  const created = new WeakMap<Request, string>();

  const callerOf = (req: Request): ResumableCaller => {
    const caller = callers.get(req);
    if (!caller) throw new Error('A resumable upload request without its caller');
    return caller;
  };

  /** Records upload `id` and refuses it when it does not fit beside the open ones. */
  async function reserve(
    caller: ResumableCaller,
    id: string,
    filename: string,
    size: number,
    projectId?: string,
  ) {
    const { ownerProfileId, quota } = await uploads.checkUpload(caller, {
      projectId,
      filename,
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
      throw payloadTooLarge(heldMessage(baseName(filename), others));
    }
  }

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onUploadCreate(req, upload) {
      const metadata = parseInput(resumableUploadMetadataSchema, upload.metadata ?? {});
      created.set(req, upload.id);
      await reserve(
        callerOf(req),
        upload.id,
        metadata.filename,
        upload.size ?? 0,
        metadata.projectId,
      );
      const kept = Object.fromEntries(
        Object.entries(metadata).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return { metadata: kept };
    },
    async onUploadFinish(req, upload) {
      const song = songOf(await finisher.finish(upload, callerOf(req)));
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(song),
      };
    },
    // Kept for the route to throw (ours as they are, tus's said in our words); tus's own
    // answer to the failure is not sent.
    onResponseError(req, error) {
      failures.set(req, error);
      return undefined;
    },
  });

  /** tus's answer to `request`, or the error to throw. */
  async function viaTus(request: Request, caller: ResumableCaller): Promise<Response> {
    callers.set(request, caller);
    const response = await tus.handleWeb(request);
    if (response.status < 400) return response;
    const reserved = created.get(request);
    if (reserved) await records.remove(reserved);
    const failure = failures.get(request);
    if (failure instanceof HttpError) throw failure;
    if (failure instanceof Error && !('status_code' in failure)) throw failure;
    throw tusFailure(response.status);
  }

  /** A request for an upload whose last byte is in: tus no longer has it, its answer is ours. */
  async function settledRequest(
    request: IncomingTusRequest,
    row: ResumableUploadRow,
    caller: ResumableCaller,
  ) {
    if (request.method === 'HEAD') {
      const length = String(row.length);
      return new Response(null, {
        status: 200,
        headers: { ...TUS_HEADERS, 'Upload-Offset': length, 'Upload-Length': length },
      });
    }
    if (request.method === 'DELETE') {
      await records.remove(row.id);
      return new Response(null, { status: 204, headers: TUS_HEADERS });
    }
    return answerResponse(await finisher.answerOf(row.id, caller));
  }

  return {
    /**
     * Answers one request for resumable uploads (`id` from its path, checked by the route)
     * for `caller`; the request is turned into a Fetch API one only when tus takes it, so a
     * refused PATCH's body is left to the route to drain. A refusal is thrown: ours
     * (HttpError), tus's said in our words, or a fault.
     */
    async handle(
      request: IncomingTusRequest,
      caller: ResumableCaller,
      id?: string,
    ): Promise<Response> {
      if (request.method === 'POST') return viaTus(request.toWeb(), caller);
      const row = id ? await records.find(id) : null;
      if (!row || row.profileId !== caller.profileId) throw notFound(RESUMABLE_NOT_FOUND);
      if (request.method === 'GET') {
        const answer =
          row.state === 'open'
            ? await finisher.finishIfComplete(row.id, caller)
            : await finisher.answerOf(row.id, caller);
        return answerResponse(answer);
      }
      if (row.state !== 'open') return settledRequest(request, row, caller);
      const response = await viaTus(request.toWeb(), caller);
      if (request.method === 'DELETE') await records.remove(row.id);
      return response;
    },
    /** Forgets the uploads past their expiry (their bytes go with the partial-area sweep). */
    sweepRecords: () => records.sweep(),
  };
}
export type ResumableUploadsService = ReturnType<typeof resumableUploadsService>;
