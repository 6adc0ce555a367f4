import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_PATH } from '../../../shared/constants.js';
import {
  tusByteCountSchema,
  tusCreationBodySchema,
} from '../../../shared/schemas/resumable-uploads.js';
import {
  HttpError,
  badRequest,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../lib/http-errors.js';
import { webStreamOf } from '../../lib/web-stream.js';
import { requireUser } from '../../plugins/auth.js';
import { type AudioUploadService, finishRefusedUpload } from '../audio-uploads/index.js';
import {
  chunkTooLargeMessage,
  RESUMABLE_BAD_REQUEST,
  RESUMABLE_EMPTY,
  RESUMABLE_LENGTH_REQUIRED,
  RESUMABLE_NOT_FOUND,
  RESUMABLE_NOT_OCTET_STREAM,
} from './resumable-errors.js';
import { liveAnalyses } from './live-analysis.js';
import { resumableLocker } from './resumable-locker.js';
import { resumableStore } from './resumable-store.js';
import { RESUMABLE_ID, resumableTus, type ResumableTus } from './resumable-tus.js';
import { resumableUploadsService } from './resumable-uploads.service.js';

const TUS_BODY = 'application/offset+octet-stream';

/** The media type without its parameters, as RFC 9110 compares it: case-insensitively. */
const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();

/**
 * The incoming request as the Fetch API's, its body (PATCH) streamed, never buffered, and its
 * chunks not copied on the way (webStreamOf).
 */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const withBody = request.method === 'PATCH';
  const web = new Request(`http://trackroom.invalid${request.url}`, {
    method: request.method,
    headers,
    ...(withBody ? { body: webStreamOf(request.raw), duplex: 'half' } : {}),
  });
  // tus ends a chunk cut short by its client gracefully, storing the bytes that came, only when
  // it can see the Node request (srvx's `runtime.node`, which tus's own Node entry sets). Without
  // it the cut failed the store's write: on S3 after it had taken up the short chunk waiting for
  // a part, so bytes already acknowledged were lost and the upload's offset went backwards.
  return Object.assign(web, { runtime: { node: { req: request.raw } } });
}

/**
 * What tus itself would take but we do not: a body on creation (every byte goes through PATCH,
 * after the checks), creation without a length (the cap and quota are checked on it), and a
 * PATCH without a length or over the chunk size (no request reads more than that).
 */
function refuseHostileHeaders(request: FastifyRequest): void {
  const headers = request.headers;
  if (request.method === 'POST') {
    if (!tusCreationBodySchema.safeParse(headers).success) throw badRequest(RESUMABLE_BAD_REQUEST);
    const length = tusByteCountSchema.safeParse(headers['upload-length']);
    if (!length.success) throw badRequest(RESUMABLE_LENGTH_REQUIRED);
    if (length.data === 0) throw badRequest(RESUMABLE_EMPTY);
  }
  if (request.method === 'PATCH') {
    if (mediaTypeOf(request) !== TUS_BODY) throw unsupportedMediaType(RESUMABLE_NOT_OCTET_STREAM);
    const contentLength = tusByteCountSchema.safeParse(headers['content-length']);
    if (!contentLength.success) throw new HttpError(411, RESUMABLE_LENGTH_REQUIRED);
    if (contentLength.data > RESUMABLE_CHUNK_BYTES) {
      throw payloadTooLarge(chunkTooLargeMessage(RESUMABLE_CHUNK_BYTES / 1024 / 1024));
    }
    if (!tusByteCountSchema.safeParse(headers['upload-offset']).success) {
      throw badRequest(RESUMABLE_BAD_REQUEST);
    }
  }
}

/**
 * POST /api/uploads/resumable creates a resumable upload (tus 1.0: `Upload-Length`,
 * `Upload-Metadata` with filename, filetype, projectId or none for the library, title);
 * HEAD /api/uploads/resumable/:id says how many bytes are in, PATCH sends the next chunk,
 * DELETE abandons it. The PATCH that brings the last byte answers with the audio row, as
 * POST /api/audio does; GET /api/uploads/resumable/:id gives that answer again (waiting while
 * the file is processed), for a client whose answer was lost. Signed-in only; the protocol is
 * resumable-tus.ts's, the rules the service's.
 */
export function registerResumableUploadRoutes(app: FastifyInstance, resumable: ResumableTus): void {
  // No body is parsed here, whatever its type: tus streams a chunk to the partial file, and any
  // other body is refused by its headers (refuseHostileHeaders) without being read. A JSON or
  // text parser reading the stream first left tus an empty one (a 500).
  // A body of another type over the route's limit is still refused for its size first, from
  // its declared length and without reading it: 413, as on every route (issue 13).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, _payload, done) => {
    const oversized = Number(request.headers['content-length']) > request.routeOptions.bodyLimit;
    if (oversized && mediaTypeOf(request) !== TUS_BODY) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      return;
    }
    done(null);
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const session = requireUser(request);
      const { id } = request.params as { id?: string };
      if (id !== undefined && !RESUMABLE_ID.test(id)) throw notFound(RESUMABLE_NOT_FOUND);
      refuseHostileHeaders(request);
      const response = await resumable.handle(
        { method: request.method, toWeb: () => webRequest(request) },
        { profileId: session.profileId },
        id,
      );
      reply.status(response.status);
      // Same origin only: tus's CORS answers are not passed on.
      response.headers.forEach((value, name) => {
        if (!name.startsWith('access-control-')) void reply.header(name, value);
      });
      return await reply.send(response.status === 204 ? undefined : await response.text());
    } catch (error) {
      await finishRefusedUpload(request, reply);
      throw error;
    }
  };
  app.post(RESUMABLE_UPLOAD_PATH, handler);
  app.route({
    method: ['GET', 'HEAD', 'PATCH', 'DELETE'],
    url: `${RESUMABLE_UPLOAD_PATH}/:id`,
    handler,
  });
}

/**
 * The resumable uploads in their own scope (the tus body type is known only here), sharing the
 * upload pipeline (modules/audio-uploads); abandoned ones are swept every hour (scheduler.ts)
 * and at start-up.
 */
export async function resumableUploadRoutes(
  app: FastifyInstance,
  uploads: AudioUploadService,
): Promise<void> {
  const { storage } = app.deps;
  const store = await resumableStore(storage);
  const { locker, stop } = await resumableLocker(app.deps);
  const live = liveAnalyses(uploads.analyseAsItArrives);
  store.tapChunks(live.tap);
  app.addHook('onClose', async () => {
    live.close();
    await stop();
  });
  const service = resumableUploadsService({
    db: app.deps.db,
    uploads,
    store,
    storage,
    records: app.repositories.resumableUploads,
    live,
  });
  registerResumableUploadRoutes(app, resumableTus({ service, store, locker }));
}
