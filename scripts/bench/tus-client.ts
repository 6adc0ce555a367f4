// A tus 1.0 client for the bench, on plain node:http: creation, then PATCHes of at most one
// chunk each, as the app's client sends them. Each chunk is read from the file into one buffer
// the upload reuses and sent in one write, as a browser sends a slice of a file: the file is
// never held whole, and the client costs the two-core bench machine as little CPU as it can
// (piping a read stream into each request took five times the CPU, 0.55 s of a 200 MB upload,
// which the server under test then lacked). Only what the bench needs: no resuming after an
// error, which fails the run instead.
import { open, type FileHandle } from 'node:fs/promises';
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

/** Sends one request (with `body`, when given, in one write) and reads the answer. */
function send(
  url: string,
  method: string,
  headers: http.OutgoingHttpHeaders,
  body?: Buffer,
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
    request.end(body);
  });
}

/** The bytes of `span` of the open file, read into `into` (which the next span reuses). */
export async function readSpan(
  file: FileHandle,
  into: Buffer,
  [start, end]: [number, number],
): Promise<Buffer> {
  let filled = 0;
  while (filled < end - start) {
    const { bytesRead } = await file.read(into, filled, end - start - filled, start + filled);
    if (bytesRead === 0) throw new Error(`The file ended before byte ${end}`);
    filled += bytesRead;
  }
  return into.subarray(0, filled);
}

export interface TusUploadResult {
  /** The last PATCH's status and body (200 with the audio row when all went well). */
  status: number;
  body: string;
  patches: number;
  totalSeconds: number;
  /** When the last PATCH began; from there to the answer, its chunk and the server finishing the file. */
  lastPatchStartSeconds: number;
  /** How long each PATCH but the last (which also finishes the file) took, read to answer. */
  patchSeconds: number[];
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
  const chunk = Buffer.allocUnsafe(Math.min(options.chunkBytes, size));
  const source = await open(file, 'r');
  let last: Answer | undefined;
  let lastPatchStartSeconds = 0;
  const patchSeconds: number[] = [];
  try {
    for (const [index, span] of spans.entries()) {
      const isLast = index === spans.length - 1;
      const patchStart = performance.now();
      if (isLast) lastPatchStartSeconds = (patchStart - start) / 1000;
      const body = await readSpan(source, chunk, span);
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
        body,
      );
      if (!isLast) patchSeconds.push((performance.now() - patchStart) / 1000);
      if (!isLast && last.status !== 204)
        throw new Error(`PATCH at ${span[0]} answered ${last.status}: ${last.body}`);
    }
  } finally {
    await source.close();
  }
  return {
    status: last?.status ?? 0,
    body: last?.body ?? '',
    patches: spans.length,
    totalSeconds: (performance.now() - start) / 1000,
    lastPatchStartSeconds,
    patchSeconds,
  };
}
