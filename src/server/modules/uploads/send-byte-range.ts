import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  parseByteRange,
  RANGE_HEADER_MAX_LENGTH,
  RANGES_MAX,
  type ByteRange,
  type RangeRefusal,
} from './byte-range.js';

/** The 416 answers: a message and a stable code for each reason. */
const REFUSALS: Record<RangeRefusal, { message: string; code: string }> = {
  notSatisfiable: { message: 'Requested range not satisfiable', code: 'range.notSatisfiable' },
  tooLong: {
    message: `The Range header is too long (${RANGE_HEADER_MAX_LENGTH} characters at most)`,
    code: 'range.tooLong',
  },
  tooManyRanges: {
    message: `The Range header asks for too many ranges (${RANGES_MAX} at most)`,
    code: 'range.tooManyRanges',
  },
};

/**
 * Answers a GET for a stored file with HTTP Range support (seeking): 200 with the whole file,
 * 206 with the asked range, or 416 when the range starts past the end or the header is absurd
 * (too long, too many ranges). `open` streams the bytes (all of them, or the inclusive range);
 * headers the caller set before are kept.
 */
export function sendByteRange(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { size: number; mimeType: string; open: (range?: ByteRange) => Readable },
): FastifyReply {
  const { size } = file;
  reply.header('Accept-Ranges', 'bytes');
  const wanted = parseByteRange(request.headers.range, size);
  if (wanted.kind === 'refused') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .send(REFUSALS[wanted.reason]);
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
