import { randomUUID } from 'node:crypto';
import { Server, type Locker } from '@tus/server';
import { RESUMABLE_UPLOAD_PATH } from '../../../shared/constants.js';
import { HttpError } from '../../lib/http-errors.js';
import { tusFailure } from './resumable-errors.js';
import type { ResumableStore } from './resumable-store.js';
import type { ResumableCaller, ResumableUploadsService } from './resumable-uploads.service.js';
import type { ResumableUploadRow } from './resumable-uploads.repository.js';

/** An incoming request: its method, and itself as the Fetch API's (its body streamed). */
export interface IncomingTusRequest {
  method: string;
  toWeb: () => Request;
}

/** Upload ids we make: 32 hex digits, so an id never names a path. */
export const RESUMABLE_ID = /^[0-9a-f]{32}$/;

const TUS_HEADERS = { 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' };

/** A song (or the refusal thrown again) as the last PATCH gave it. */
function answerResponse(song: unknown): Response {
  return new Response(JSON.stringify(song), {
    status: 200,
    headers: { ...TUS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * The tus 1.0 protocol for resumable uploads, through @tus/server: tus keeps the partial bytes
 * in `store` (resumable-store.ts; swept by resumable-sweep.ts) and answers the protocol
 * (offsets, 409 on a wrong one, expiry), one request per upload at a time under `locker`
 * (resumable-locker.ts: across processes on PostgreSQL); the service's rules decide (creation, ownership, the finished song).
 * @tus/server fits Fastify without taking the socket over: the route hands it a Fetch API
 * request (`handleWeb`) and sends its answer through Fastify, so the app's hooks (sessions,
 * turns, security headers, body timeouts) and error answers apply as to any other route.
 */
export function resumableTus(deps: {
  service: ResumableUploadsService;
  store: ResumableStore;
  locker: Locker;
}) {
  const { service } = deps;
  const callers = new WeakMap<Request, ResumableCaller>();
  const failures = new WeakMap<Request, unknown>();
  /** The upload a creation request recorded, to forget if its creation then fails. */
  const created = new WeakMap<Request, string>();

  const callerOf = (req: Request): ResumableCaller => {
    const caller = callers.get(req);
    if (!caller) throw new Error('A resumable upload request without its caller');
    return caller;
  };

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: deps.store,
    locker: deps.locker,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onUploadCreate(req, upload) {
      const metadata = service.parseMetadata(upload.metadata);
      created.set(req, upload.id);
      await service.reserve(callerOf(req), upload.id, metadata, upload.size ?? 0);
      const kept = Object.fromEntries(
        Object.entries(metadata).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return { metadata: kept };
    },
    async onUploadFinish(req, upload) {
      const song = await service.finish(upload, callerOf(req));
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
    if (reserved) await service.forget(reserved);
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
      await service.forget(row.id);
      return new Response(null, { status: 204, headers: TUS_HEADERS });
    }
    return answerResponse(await service.answer(row, caller));
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
      const row = await service.ownUpload(id, caller);
      if (request.method === 'GET') return answerResponse(await service.answer(row, caller));
      if (row.state !== 'open') return settledRequest(request, row, caller);
      const response = await viaTus(request.toWeb(), caller);
      if (request.method === 'DELETE') await service.forget(row.id);
      return response;
    },
  };
}
export type ResumableTus = ReturnType<typeof resumableTus>;
