// A tus 1.0 client for the bench, on plain node:http: creation, then PATCHes of at most one
// chunk each, streamed from the file on disk (never held in memory), as the app's client sends
// them. Only what the bench needs: no resuming after an error, which fails the run instead.
import { createReadStream } from 'node:fs';
import http from 'node:http';
import { RESUMABLE_UPLOAD_PATH } from '../../src/shared/constants.js';

const TUS_VERSION = '1.0.0';

/** tus `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
export function uploadMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/** The byte ranges [start, end) of the PATCHes that send `size` bytes in chunks of `chunkBytes`. */
export function chunkSpans(size: number, chunkBytes: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let start = 0; start < size; start += chunkBytes)
    spans.push([start, Math.min(start + chunkBytes, size)]);
  return spans;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends one request (its body streamed from `file` between `span`, when given) and reads the answer. */
function send(
  url: string,
  method: string,
  headers: http.OutgoingHttpHeaders,
  body?: { file: string; span: [number, number] },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (part: string) => (text += part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    if (!body) return void request.end();
    // createReadStream's `end` is inclusive.
    const source = createReadStream(body.file, {
      start: body.span[0],
      end: body.span[1] - 1,
      highWaterMark: 1024 * 1024,
    });
    source.on('error', reject);
    source.pipe(request);
  });
}

export interface TusUploadResult {
  /** The last PATCH's status and body (200 with the audio row when all went well). */
  status: number;
  body: string;
  patches: number;
  totalSeconds: number;
  /** When the last PATCH began; from there to the answer, its chunk and the server finishing the file. */
  lastPatchStartSeconds: number;
}

/** Uploads `file` (`size` bytes) through the resumable route; throws on any unexpected answer. */
export async function tusUpload(options: {
  base: string;
  cookie: string;
  file: string;
  filename: string;
  size: number;
  chunkBytes: number;
}): Promise<TusUploadResult> {
  const { base, cookie, file, size } = options;
  const start = performance.now();
  const created = await send(`${base}${RESUMABLE_UPLOAD_PATH}`, 'POST', {
    cookie,
    'tus-resumable': TUS_VERSION,
    'upload-length': size,
    'upload-metadata': uploadMetadata({ filename: options.filename, filetype: 'audio/wav' }),
    'content-length': 0,
  });
  const location = created.headers.location;
  if (created.status !== 201 || !location)
    throw new Error(`Resumable creation answered ${created.status}: ${created.body}`);
  const url = new URL(location, base).toString();
  const spans = chunkSpans(size, options.chunkBytes);
  let last: Answer | undefined;
  let lastPatchStartSeconds = 0;
  for (const [index, span] of spans.entries()) {
    const isLast = index === spans.length - 1;
    if (isLast) lastPatchStartSeconds = (performance.now() - start) / 1000;
    last = await send(
      url,
      'PATCH',
      {
        cookie,
        'tus-resumable': TUS_VERSION,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': span[0],
        'content-length': span[1] - span[0],
      },
      { file, span },
    );
    if (!isLast && last.status !== 204)
      throw new Error(`PATCH at ${span[0]} answered ${last.status}: ${last.body}`);
  }
  return {
    status: last?.status ?? 0,
    body: last?.body ?? '',
    patches: spans.length,
    totalSeconds: (performance.now() - start) / 1000,
    lastPatchStartSeconds,
  };
}
