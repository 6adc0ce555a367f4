import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILES_PER_UPLOAD } from '../../../shared/constants.js';
import { ERROR_MESSAGES } from '../../../shared/error-codes.js';
import { badRequest, payloadTooLarge } from '../../lib/http-errors.js';
import type { UploadPart } from './audio-upload.service.js';

/** Multipart fields we read are short (ids, titles); anything longer is refused by the parser. */
const FIELD_BYTES = 4096;

/**
 * The request's multipart parts as the upload service takes them. The per-file size limit is
 * left to storage (it knows the cap and the quota and says which one was hit), so the parser
 * itself does not cut files short.
 */
export async function* uploadParts(
  request: FastifyRequest,
  maxFiles = MAX_FILES_PER_UPLOAD,
): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw badRequest(ERROR_MESSAGES['upload.notMultipart']);
  const parts = request.parts({
    limits: { fileSize: Infinity, files: maxFiles, fieldSize: FIELD_BYTES, fields: 20 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        yield { kind: 'file', field: part.fieldname, filename: part.filename, stream: part.file };
      } else {
        yield { kind: 'field', name: part.fieldname, value: String(part.value) };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw payloadTooLarge(
        maxFiles === 1
          ? ERROR_MESSAGES['upload.oneFile']
          : `Upload at most ${maxFiles} files at a time`,
      );
    }
    throw error;
  }
}

/**
 * Aborted when the client goes away before the answer is sent, so an upload in progress is
 * dropped instead of being saved for nobody.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new Error('The client closed the connection'));
  });
  return controller.signal;
}

/** A refused upload's remaining body is read and dropped up to this much, or for this long. */
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

/**
 * After a refused upload the rest of the body is still on its way. Answering at once and
 * closing makes many clients (undici, browsers) report a broken pipe instead of our message,
 * and answering while keeping the connection leaves it half-read. So the rest is read and
 * dropped first, then the answer goes out on a connection that stays usable; a body larger
 * than DRAIN_MAX_BYTES (or slower than DRAIN_MAX_MS) gets the answer with `Connection: close`.
 */
export async function finishRefusedUpload(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  raw.unpipe(); // the multipart parser, if it is still attached
  await new Promise<void>((resolve) => {
    let drained = 0;
    const stop = (close: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onEnd);
      if (close) reply.header('connection', 'close');
      resolve();
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) stop(true);
    };
    const onEnd = () => stop(false);
    const timer = setTimeout(() => stop(true), DRAIN_MAX_MS);
    raw.on('data', onData).once('end', onEnd).once('close', onEnd).once('error', onEnd);
    raw.resume();
  });
}
