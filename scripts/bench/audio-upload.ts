// A 200 MB WAV uploaded over real HTTP to POST /api/audio on the production server (child
// process), then through the resumable route as the app sends it (audio-upload-resumable.ts):
// the server's peak RSS growth, and upload MB/s against copying the same file on the same
// disk. The file is streamed from disk by the client, never held in memory.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, open, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fixture } from '../../tests/fixtures/audio/fixtures.js';
import { procStatusBytes, signUp, waitForSoundAnalysis, withUploadServer } from './audio-server.js';
import { mb, printTargets, type TargetRow } from './audio-targets.js';
import { benchRangeDownload } from './audio-download.js';
import { benchResumableUpload } from './audio-upload-resumable.js';
import { withBareServer } from './bare-upload-server.js';
import { chunkSpans, readSpan } from './tus-client.js';
import { rssGrowthOf, rssMethod } from './server-rss.js';

const WAV_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;
const SAMPLE_RATE = 44_100;
const RSS_TARGET_BYTES = 64 * 1024 * 1024;
/** Issue 30 item 5: a one-request upload at 60 % of a plain stream copy or more. */
const SPEED_TARGET = 0.6;

/** Writes a 16-bit stereo WAV of about `bytes` whose loudness swells and fades, block by block. */
export async function writeWav(file: string, bytes: number): Promise<number> {
  const block = 1024 * 1024;
  const dataBytes = Math.floor(bytes / block) * block;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  const tone = new Int16Array(block / 2);
  for (let i = 0; i < tone.length; i += 2)
    tone[i] = tone[i + 1] = Math.round(Math.sin(i / 20) * 30_000);
  const out = createWriteStream(file);
  out.write(header);
  for (let n = 0; n < dataBytes / block; n += 1) {
    const gain = 0.2 + 0.8 * Math.abs(Math.sin(n / 15));
    const chunk = Int16Array.from(tone, (sample) => Math.round(sample * gain));
    if (!out.write(Buffer.from(chunk.buffer))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return dataBytes / 4 / SAMPLE_RATE;
}

/** Flushes `file`'s bytes to the disk. */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  await handle.sync().finally(() => handle.close());
}

/**
 * Three plain stream copies of `from` (Node's default 64 KiB pieces), each flushed (fsync) and
 * removed before the next. `seconds`: the median copy without its flush, the one figure every
 * upload speed's target is a share of. `durableSeconds`: the median with the flush, the pace
 * of this disk for a file that must be on it when the copy ends, as an answered upload must
 * (the same copies: no more bytes are written for it).
 */
async function medianStreamCopies(
  from: string,
  to: string,
): Promise<{ seconds: number; durableSeconds: number }> {
  const seconds: number[] = [];
  const durableSeconds: number[] = [];
  for (let copy = 0; copy < 3; copy += 1) {
    const start = performance.now();
    await pipeline(createReadStream(from), createWriteStream(to));
    seconds.push((performance.now() - start) / 1000);
    await syncFile(to);
    durableSeconds.push((performance.now() - start) / 1000);
    await rm(to);
  }
  const median = (figures: number[]) => figures.sort((a, b) => a - b)[1]!;
  return { seconds: median(seconds), durableSeconds: median(durableSeconds) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

/** Bytes of the file per write to the request; two buffers of it alternate. */
const SEND_BYTES = 8 * 1024 * 1024;

/**
 * POSTs `file` as multipart field `audio`, read from disk a piece at a time into two buffers
 * that alternate (one read while the other is written), as lean a client as the bench can have
 * on the server's two cores (tus-client.ts says why); resolves with timings.
 */
async function uploadFile(base: string, cookie: string, file: string, size: number) {
  const boundary = `----trackroombench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${path.basename(file)}"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const source = await open(file, 'r');
  const buffers = [Buffer.allocUnsafe(SEND_BYTES), Buffer.allocUnsafe(SEND_BYTES)];
  const start = performance.now();
  let sentSeconds = 0;
  const request = http.request(`${base}/api/audio`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + size + tail.length,
    },
  });
  request.on('finish', () => (sentSeconds = (performance.now() - start) / 1000));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  // Observed at once: a failed send throws below, and the answer's own failure must not go
  // unhandled meanwhile.
  answered.catch(() => {});
  const written = (bytes: Buffer) =>
    new Promise<void>((resolve, reject) =>
      request.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
  try {
    request.write(head);
    // A buffer is read into again only once its write has gone (awaited a turn later).
    let writing = Promise.resolve();
    for (const [index, span] of chunkSpans(size, SEND_BYTES).entries()) {
      const bytes = await readSpan(source, buffers[index % 2]!, span);
      await writing;
      writing = written(bytes);
    }
    await writing;
    request.end(tail);
    const { status, body } = await answered;
    return { status, body, sentSeconds, totalSeconds: (performance.now() - start) / 1000 };
  } finally {
    await source.close();
  }
}

export interface UploadBenchOptions {
  /** File size (default BENCH_UPLOAD_MB or 200 MB). */
  bytes?: number;
  /** Also read the uploaded file back with Range requests (audio-download.ts). */
  download?: boolean;
}

/** Runs the 200 MB upload benches, one-request and resumable (and the Range download); returns table rows. */
export async function benchAudioUpload(options: UploadBenchOptions = {}): Promise<TargetRow[]> {
  return withUploadServer('upload', async (server, root) => {
    const wav = path.join(root, 'bench-upload.wav');
    const seconds = await writeWav(wav, options.bytes ?? WAV_BYTES);
    const { size } = await stat(wav);
    // The WAV just written is flushed first: its write-back to the disk would otherwise run
    // under the copies and slow them by a varying amount (single copies read 146 to 514 MB/s).
    await syncFile(wav);
    const copyFileSeconds = await timed(() => copyFile(wav, path.join(root, 'copy-a.wav')));
    await rm(path.join(root, 'copy-a.wav'));
    const copies = await medianStreamCopies(wav, path.join(root, 'copy-b.wav'));
    const streamSeconds = copies.seconds;

    const cookie = await signUp(server.base);
    const cold = await procStatusBytes(server.pid, 'VmRSS');
    const warmUp = new FormData();
    warmUp.append('audio', new Blob([new Uint8Array(await fixture('wav'))]), 'warm-up.wav');
    const warmed = await fetch(`${server.base}/api/audio`, {
      method: 'POST',
      headers: { cookie },
      body: warmUp,
    });
    if (warmed.status !== 201) throw new Error(`The warm-up upload answered ${warmed.status}`);
    // The warm-up's loudness, tempo and key are measured on a worker after it answered: waited
    // for, so the measured upload does not share the two cores with that worker starting up
    // and measuring (it did: half a second of the worker's CPU fell inside a 0.9 s upload).
    await waitForSoundAnalysis(server.base, cookie, ((await warmed.json()) as { id: string }).id);
    const warm = await procStatusBytes(server.pid, 'VmRSS');

    let result: Awaited<ReturnType<typeof uploadFile>> | undefined;
    const { growth, before, hwmReset } = await rssGrowthOf(server.pid, async () => {
      result = await uploadFile(server.base, cookie, wav, size);
    });
    if (!result) throw new Error('The upload did not run');
    if (result.status !== 201) throw new Error(`Upload answered ${result.status}: ${result.body}`);
    const answer = JSON.parse(result.body) as { id: string; duration: number; url: string };
    const measured = answer.duration;
    // The server measures the file's loudness, tempo and key on a worker of its own once the
    // upload has answered: the resumable upload is timed after that, as the first one was, not
    // beside it (on two cores it would share them with that work).
    const measuringSeconds = await waitForSoundAnalysis(server.base, cookie, answer.id);

    const rate = (secondsTaken: number) => size / 1024 / 1024 / secondsTaken;
    const upload = rate(result.totalSeconds);
    const bare = await withBareServer(root, (base) => uploadFile(base, '', wav, size));
    if (bare.status !== 201) throw new Error(`The bare server answered ${bare.status}`);
    const bareUpload = rate(bare.totalSeconds);
    const resumableRows = await benchResumableUpload({
      server,
      cookie,
      file: wav,
      size,
      copyRate: rate(streamSeconds),
      durableCopyRate: rate(copies.durableSeconds),
      seconds,
      dir: root,
    });
    const downloadRows = options.download
      ? await benchRangeDownload({
          base: server.base,
          cookie,
          path: answer.url,
          size,
          copyRate: rate(streamSeconds),
          rssGrowth: async (work) => (await rssGrowthOf(server.pid, work)).growth,
        })
      : [];
    return [
      {
        measure: `server peak RSS growth, ${mb(size)} MB WAV upload`,
        value: `${mb(growth)} MB`,
        target: '< 64 MB',
        pass: growth < RSS_TARGET_BYTES,
        note: `${rssMethod(hwmReset)}; RSS before ${mb(before)} MB`,
      },
      {
        measure: 'upload speed (POST /api/audio, answer received)',
        value: `${upload.toFixed(0)} MB/s`,
        target: `≥ ${SPEED_TARGET * 100} % of stream copy`,
        pass: upload >= SPEED_TARGET * rate(streamSeconds),
        note: `${((upload / rate(streamSeconds)) * 100).toFixed(1)} % of stream copy, ${((upload / rate(copies.durableSeconds)) * 100).toFixed(0)} % of it fsynced; body sent in ${result.sentSeconds.toFixed(2)} s, answer at ${result.totalSeconds.toFixed(2)} s (analysis included)`,
      },
      {
        measure: 'the same POST to a bare Node server (body written and fsynced, nothing else)',
        value: `${bareUpload.toFixed(0)} MB/s`,
        target: '—',
        pass: null,
        note: `${((bareUpload / rate(streamSeconds)) * 100).toFixed(1)} % of stream copy; the app's one-request upload is ${((upload / bareUpload) * 100).toFixed(0)} % of it`,
      },
      ...resumableRows,
      {
        measure: 'stream copy of the same file, same disk (median of 3)',
        value: `${rate(streamSeconds).toFixed(0)} MB/s`,
        target: '—',
        pass: null,
        note: `fs.copyFile: ${rate(copyFileSeconds).toFixed(0)} MB/s (upload = ${((upload / rate(copyFileSeconds)) * 100).toFixed(0)} % of it)`,
      },
      {
        measure: 'the same stream copies timed to the end of their fsync (median of 3)',
        value: `${rate(copies.durableSeconds).toFixed(0)} MB/s`,
        target: '—',
        pass: null,
        note: "the disk's pace for bytes that must be on it, as an answered upload's must",
      },
      {
        measure: 'duration measured by the server',
        value: `${measured.toFixed(2)} s`,
        target: `${seconds.toFixed(2)} s ± 0.1`,
        pass: Math.abs(measured - seconds) <= 0.1,
      },
      {
        measure: 'analysis worker start (first upload)',
        value: `+${mb(warm - cold)} MB RSS`,
        target: '—',
        pass: null,
        note: 'one-time cost of the worker thread, paid before the measured upload',
      },
      {
        measure: 'loudness, tempo and key measured after the upload answered',
        value: `${measuringSeconds.toFixed(1)} s`,
        target: '—',
        pass: null,
        note: 'background worker (decision 030); the resumable upload starts once it is done',
      },
      ...downloadRows,
    ];
  });
}

// `npx tsx scripts/bench/audio-upload.ts`: the uploads alone (BENCH_UPLOAD_MB to change the size).
if (import.meta.url === `file://${process.argv[1]}`) {
  printTargets(
    `Uploads — ${mb(WAV_BYTES)} MB WAV, one request and resumable (production server in its own process)`,
    await benchAudioUpload(),
  );
}
