import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange, type ByteRange } from './byte-range.js';

/**
 * Answers a GET for a stored file with HTTP Range support (seeking): 200 with the whole file,
 * 206 with the asked range, or 416 when the range starts past the end. `open` streams the
 * bytes (all of them, or the inclusive range); headers the caller set before are kept.
 */
export function sendByteRange(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { size: number; mimeType: string; open: (range?: ByteRange) => Readable },
): FastifyReply {
  const { size } = file;
  reply.header('Accept-Ranges', 'bytes');
  const wanted = parseByteRange(request.headers.range, size);
  if (wanted.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .send({ message: 'Requested range not satisfiable' });
  }
  reply.header('Content-Type', file.mimeType);
  if (wanted.kind === 'full') return reply.header('Content-Length', size).send(file.open());
  const { start, end } = wanted.range;
  return reply
    .status(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(file.open(wanted.range));
}
