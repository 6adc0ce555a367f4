// A 200 MB WAV uploaded over real HTTP to POST /api/audio on the production server (child
// process), then through the resumable route as the app sends it (audio-upload-resumable.ts),
// in rounds (upload-rounds.ts): the server's peak RSS growth, and upload MB/s against copying
// the same file on the same disk just before. The file is streamed from disk by the client,
// never held in memory.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { copyFile, open, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fixture } from '../../tests/fixtures/audio/fixtures.js';
import { procStatusBytes, signUp, waitForSoundAnalysis, withUploadServer } from './audio-server.js';
import { mb, printTargets, type TargetRow } from './audio-targets.js';
import { benchRangeDownload } from './audio-download.js';
import { resumableRound, resumableRows } from './audio-upload-resumable.js';
import { withBareServer } from './bare-upload-server.js';
import { chunkSpans, readSpan, type TusUploadResult } from './tus-client.js';
import { rssGrowthOf, rssMethod } from './server-rss.js';
import {
  furthestFrom,
  median,
  percent,
  roundFigures,
  syncFile,
  uploadRound,
  uploadRounds,
  type UploadRound,
} from './upload-rounds.js';

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
  /** Rounds of each upload (upload-rounds.ts; default uploadRounds()). */
  rounds?: number;
}

type PostResult = Awaited<ReturnType<typeof uploadFile>>;
const audioOf = (result: PostResult) =>
  JSON.parse(result.body) as { id: string; duration: number; url: string };

/**
 * Runs the 200 MB upload benches in rounds (upload-rounds.ts), each round a one-request upload
 * and a resumable one, each after a stream copy of its own (and the Range download once);
 * returns table rows.
 */
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

    const rounds = options.rounds ?? uploadRounds();
    const oneRequest: Array<UploadRound<PostResult>> = [];
    const resumable: Array<UploadRound<TusUploadResult>> = [];
    const measuringSeconds: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      oneRequest.push(
        await uploadRound({
          file: wav,
          copyTo: path.join(root, 'copy-one-request.wav'),
          pid: server.pid,
          upload: async () => {
            const result = await uploadFile(server.base, cookie, wav, size);
            if (result.status !== 201)
              throw new Error(`Upload answered ${result.status}: ${result.body}`);
            return result;
          },
          settle: async (result) =>
            measuringSeconds.push(
              await waitForSoundAnalysis(server.base, cookie, audioOf(result).id),
            ),
          bare: () => bareUploadSeconds(root, wav, size),
        }),
      );
      resumable.push(await resumableRound({ server, cookie, file: wav, size, dir: root, round }));
    }

    const rate = (secondsTaken: number) => size / 1024 / 1024 / secondsTaken;
    const figures = roundFigures(oneRequest, size);
    const downloadRows = options.download
      ? await benchRangeDownload({
          base: server.base,
          cookie,
          path: audioOf(oneRequest[0]!.result).url,
          size,
          copyRate: figures.copyRate,
          rssGrowth: async (work) => (await rssGrowthOf(server.pid, work)).growth,
        })
      : [];
    const growth = figures.largestGrowth;
    const sent = median(oneRequest.map((round) => round.result.sentSeconds));
    const answered = median(oneRequest.map((round) => round.result.totalSeconds));
    const durations = oneRequest.map((round) => audioOf(round.result).duration);
    const worstDuration = furthestFrom(durations, seconds);
    return [
      {
        measure: `server peak RSS growth, ${mb(size)} MB WAV upload`,
        value: `${mb(growth.rssGrowth)} MB`,
        target: '< 64 MB',
        pass: growth.rssGrowth < RSS_TARGET_BYTES,
        note: `largest of ${rounds} rounds; ${rssMethod(growth.hwmReset)}; RSS before ${mb(growth.rssBefore)} MB`,
      },
      {
        measure: 'upload speed (POST /api/audio, answer received)',
        value: `${figures.rate.toFixed(0)} MB/s`,
        target: `≥ ${SPEED_TARGET * 100} % of stream copy`,
        pass: figures.share >= SPEED_TARGET,
        note: `${percent(figures.share)} of the stream copy before it (median of rounds: ${figures.eachShare}), ${percent(figures.durableShare)} of it fsynced; body sent in ${sent.toFixed(2)} s, answer at ${answered.toFixed(2)} s (medians; analysis included)`,
      },
      {
        measure: 'the same POST to a bare Node server (body written and fsynced, nothing else)',
        value: `${figures.bareRate.toFixed(0)} MB/s`,
        target: '—',
        pass: null,
        note: `${percent(figures.bareShare)} of the stream copy; the app's one-request upload is ${(figures.ofBare * 100).toFixed(0)} % of it`,
      },
      {
        measure: 'stream copy before each one-request upload (median of rounds)',
        value: `${figures.copyRate.toFixed(0)} MB/s`,
        target: '—',
        pass: null,
        note: `to the end of its fsync ${figures.durableCopyRate.toFixed(0)} MB/s; fs.copyFile once at the start ${rate(copyFileSeconds).toFixed(0)} MB/s`,
      },
      ...resumableRows(resumable, size, seconds),
      {
        measure: 'duration measured by the server',
        value: `${worstDuration.toFixed(2)} s`,
        target: `${seconds.toFixed(2)} s ± 0.1`,
        pass: Math.abs(worstDuration - seconds) <= 0.1,
        note: `the furthest from the file's of ${rounds} rounds`,
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
        value: `${median(measuringSeconds).toFixed(1)} s`,
        target: '—',
        pass: null,
        note: 'background worker (decision 030), median of rounds; the next measure starts once it is done',
      },
      ...downloadRows,
    ];
  });
}

/** The one-request upload to the bare server (bare-upload-server.mjs), seconds. */
async function bareUploadSeconds(dir: string, file: string, size: number): Promise<number> {
  const bare = await withBareServer(dir, (base) => uploadFile(base, '', file, size));
  if (bare.status !== 201) throw new Error(`The bare server answered ${bare.status}`);
  return bare.totalSeconds;
}

// `npx tsx scripts/bench/audio-upload.ts`: the uploads alone (BENCH_UPLOAD_MB to change the size).
if (import.meta.url === `file://${process.argv[1]}`) {
  printTargets(
    `Uploads — ${mb(WAV_BYTES)} MB WAV, one request and resumable (production server in its own process)`,
    await benchAudioUpload(),
  );
}
