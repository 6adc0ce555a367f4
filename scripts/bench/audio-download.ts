// Reading the uploaded file back over HTTP with Range requests, as the player and a download
// do: one open-ended range (`bytes=0-`, what <audio> asks first) and the whole file in 4 MB
// ranges one after another (seeking through it), against copying it on the same disk.
import http from 'node:http';
import { mb, type TargetRow } from './audio-targets.js';

const CHUNK_BYTES = 4 * 1024 * 1024;

interface RangeAnswer {
  status: number;
  bytes: number;
  contentRange: string | undefined;
}

/** GET `url` with a Range header; reads and discards the body, counting its bytes. */
function getRange(url: string, cookie: string, range: string): Promise<RangeAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, range } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            contentRange: response.headers['content-range'],
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - start) / 1000 };
}

export interface DownloadInput {
  base: string;
  cookie: string;
  /** The file's address as the API gives it (`/uploads/<name>`). */
  path: string;
  size: number;
  /** MB/s of a stream copy of the same file on the same disk. */
  copyRate: number;
  /** Largest server RSS seen while `work` ran, minus the RSS before. */
  rssGrowth: (work: () => Promise<unknown>) => Promise<number>;
}

/** Rows for the Range-read download of the uploaded file. */
export async function benchRangeDownload(input: DownloadInput): Promise<TargetRow[]> {
  const url = `${input.base}${input.path}`;
  const rate = (seconds: number) => input.size / 1024 / 1024 / seconds;
  let whole: { value: RangeAnswer; seconds: number } | undefined;
  const wholeGrowth = await input.rssGrowth(async () => {
    whole = await timed(() => getRange(url, input.cookie, 'bytes=0-'));
  });
  const { value: whole206, seconds: wholeSeconds } = whole!;
  const chunked = await timed(async () => {
    let bytes = 0;
    const statuses = new Set<number>();
    for (let start = 0; start < input.size; start += CHUNK_BYTES) {
      const end = Math.min(input.size, start + CHUNK_BYTES) - 1;
      const answer = await getRange(url, input.cookie, `bytes=${start}-${end}`);
      statuses.add(answer.status);
      bytes += answer.bytes;
    }
    return { bytes, statuses: [...statuses] };
  });
  const complete = whole206.status === 206 && whole206.bytes === input.size;
  const chunksComplete =
    chunked.value.bytes === input.size && chunked.value.statuses.every((s) => s === 206);
  const share = (r: number) => `${((r / input.copyRate) * 100).toFixed(0)} % of stream copy`;
  return [
    {
      measure: `Range download, ${mb(input.size)} MB, one request (bytes=0-)`,
      value: `${rate(wholeSeconds).toFixed(0)} MB/s`,
      target: 'all bytes, 206',
      pass: complete,
      note: `${share(rate(wholeSeconds))}; ${whole206.status} ${whole206.contentRange ?? ''}; server RSS +${mb(wholeGrowth)} MB; no speed target in issue 8`,
    },
    {
      measure: `Range download, ${mb(input.size)} MB, ${mb(CHUNK_BYTES)} MB ranges in turn`,
      value: `${rate(chunked.seconds).toFixed(0)} MB/s`,
      target: 'all bytes, 206',
      pass: chunksComplete,
      note: `${share(rate(chunked.seconds))}; ${Math.ceil(input.size / CHUNK_BYTES)} requests`,
    },
  ];
}
