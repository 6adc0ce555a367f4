import { randomUUID } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { RESUMABLE_UPLOAD_EXPIRY_MS, RESUMABLE_UPLOAD_PATH } from '../../../shared/constants.js';
import { resumableUploadMetadataSchema } from '../../../shared/schemas/resumable-uploads.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import type { AudioUploadService, UploadPart } from '../audio/audio-upload.service.js';
import { AUDIO_FIELD } from '../audio/audio-upload.service.js';
import { tusFailure, RESUMABLE_NOT_FOUND } from './resumable-errors.js';

/** Who sends a tus request, and when they went away; set by the route for each request. */
export interface ResumableCaller {
  profileId: string;
  signal?: AbortSignal;
}

/** Upload ids we make: 32 hex digits, so an id never names a path. */
export const RESUMABLE_ID = /^[0-9a-f]{32}$/;

/** Metadata the server adds to an upload: the profile that created it. */
const OWNER_KEY = 'profileId';

/**
 * Resumable uploads (tus 1.0 through @tus/server, issue 16 item 6). tus keeps the partial bytes
 * in `directory` (the storage's partial area, swept by resumable-sweep.ts) and answers the
 * protocol (offsets, 409 on a wrong one, locks, expiry); the rules are ours and run in its
 * hooks: on creation, before any byte is taken, the caller's right to upload to the target and
 * the size against the per-file cap and the owner's storage (audio-upload.service.ts
 * `checkUpload`); on every later request, that the upload is the caller's; when the last byte
 * is in, the finished file goes through the one upload pipeline (`upload`: sniffing, quota,
 * analysis, row, notification, audit) and the partial file is removed, kept or not.
 * @tus/server fits Fastify without taking the socket over: the route hands it a Fetch API
 * request (`handleWeb`) and sends its answer through Fastify, so the app's hooks (sessions,
 * turns, security headers, body timeouts) and error answers apply as to any other route.
 */
export function resumableUploadsService(deps: { uploads: AudioUploadService; directory: string }) {
  const { uploads } = deps;
  const store = new FileStore({
    directory: deps.directory,
    expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
  });
  const callers = new WeakMap<Request, ResumableCaller>();
  const failures = new WeakMap<Request, unknown>();

  const callerOf = (req: Request): ResumableCaller => {
    const caller = callers.get(req);
    if (!caller) throw new Error('A resumable upload request without its caller');
    return caller;
  };

  async function ownUpload(caller: ResumableCaller, id: string): Promise<Upload> {
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.[OWNER_KEY] !== caller.profileId) {
      throw notFound(RESUMABLE_NOT_FOUND);
    }
    return upload;
  }

  /** The finished file as the pipeline takes parts: its title first, when given. */
  async function* finishedParts(upload: Upload): AsyncGenerator<UploadPart> {
    const metadata = parseInput(resumableUploadMetadataSchema, upload.metadata ?? {});
    if (metadata.title) yield { kind: 'field', name: 'title', value: metadata.title };
    yield {
      kind: 'file',
      field: AUDIO_FIELD,
      filename: metadata.filename,
      stream: store.read(upload.id),
    };
  }

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onIncomingRequest(req, id) {
      if (req.method !== 'POST') await ownUpload(callerOf(req), id);
    },
    async onUploadCreate(req, upload) {
      const caller = callerOf(req);
      const metadata = parseInput(resumableUploadMetadataSchema, upload.metadata ?? {});
      await uploads.checkUpload(caller, {
        projectId: metadata.projectId,
        filename: metadata.filename,
        size: upload.size ?? 0,
      });
      const kept = Object.fromEntries(
        Object.entries(metadata).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return { metadata: { ...kept, [OWNER_KEY]: caller.profileId } };
    },
    async onUploadFinish(req, upload) {
      const caller = callerOf(req);
      const metadata = parseInput(resumableUploadMetadataSchema, upload.metadata ?? {});
      try {
        const [file] = await uploads.upload(caller, finishedParts(upload), {
          projectId: metadata.projectId,
          signal: caller.signal,
        });
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(file),
        };
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    // Kept for the route to throw (ours as they are, tus's said in our words); tus's own
    // answer to the failure is not sent.
    onResponseError(req, error) {
      failures.set(req, error);
      return undefined;
    },
  });

  return {
    /**
     * Answers one tus request (`request` made from the incoming one) for `caller`. A refusal
     * comes back as the error to throw: ours (HttpError), tus's said in our words, or a fault.
     */
    async handle(
      request: Request,
      caller: ResumableCaller,
    ): Promise<{ response: Response } | { error: Error }> {
      callers.set(request, caller);
      const response = await tus.handleWeb(request);
      if (response.status < 400) return { response };
      const failure = failures.get(request);
      if (failure instanceof HttpError) return { error: failure };
      if (failure instanceof Error && !('status_code' in failure)) return { error: failure };
      return { error: tusFailure(response.status) };
    },
    /** Whether `id` names an upload of `caller` (else the 404 to throw). */
    ownUpload,
  };
}
export type ResumableUploadsService = ReturnType<typeof resumableUploadsService>;
