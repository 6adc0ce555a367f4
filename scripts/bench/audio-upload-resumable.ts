// The same WAV uploaded through the resumable route (tus 1.0, the way the app's client sends
// every file: a creation, then PATCHes of RESUMABLE_CHUNK_BYTES), to the same server process as
// the one-request upload: the server's peak RSS growth, and whole-upload MB/s (creation to the
// last PATCH's answer, which carries the song) against the same stream copy.
import path from 'node:path';
import { RESUMABLE_CHUNK_BYTES } from '../../src/shared/constants.js';
import type { BenchServer } from './audio-server.js';
import { mb, type TargetRow } from './audio-targets.js';
import { withBareServer } from './bare-upload-server.js';
import { rssGrowthOf, rssMethod } from './server-rss.js';
import { tusUpload, type TusUploadResult } from './tus-client.js';

/** The same bound as the one-request upload: a chunk is streamed to disk, never held whole. */
const RSS_TARGET_BYTES = 64 * 1024 * 1024;
/**
 * Issue 30 item 5: 50 % of the stream copy or more, although every byte is written to the
 * partial file with each answered chunk fsynced, each 8 MiB chunk is a request of its own, and
 * the last PATCH reads the file back once to sniff and analyse it before it is adopted (a hard
 * link, no second write).
 */
const SPEED_TARGET = 0.5;

/**
 * The same PATCHes to a bare Node server in a process of its own (bare-upload-server.mjs: each
 * chunk written and fsynced, nothing else), writing in `dir`: the speed this machine's HTTP
 * and disk allow one upload, whatever the app does.
 */
function bareServerSeconds(file: string, size: number, dir: string): Promise<number> {
  return withBareServer(dir, async (base) => {
    const result = await tusUpload({
      base,
      cookie: '',
      file,
      filename: 'bare.wav',
      size,
      chunkBytes: RESUMABLE_CHUNK_BYTES,
    });
    if (result.status !== 200) throw new Error(`The bare server answered ${result.status}`);
    return result.totalSeconds;
  });
}

/** Uploads `file` through tus on `server`; returns its rows for the upload table. */
export async function benchResumableUpload(options: {
  server: BenchServer;
  cookie: string;
  file: string;
  size: number;
  /** Stream copy of the same file on the same disk, MB/s. */
  copyRate: number;
  /** The same copy timed to the end of its fsync, MB/s. */
  durableCopyRate: number;
  /** Duration of the WAV, seconds, which the server must measure again. */
  seconds: number;
  /** A scratch folder on the same disk, for the bare server's file. */
  dir: string;
}): Promise<TargetRow[]> {
  const { server, size, copyRate } = options;
  let result: TusUploadResult | undefined;
  const { growth, before, hwmReset } = await rssGrowthOf(server.pid, async () => {
    result = await tusUpload({
      base: server.base,
      cookie: options.cookie,
      file: options.file,
      filename: `resumable-${path.basename(options.file)}`,
      size,
      chunkBytes: RESUMABLE_CHUNK_BYTES,
    });
  });
  if (!result) throw new Error('The resumable upload did not run');
  if (result.status !== 200)
    throw new Error(`The last PATCH answered ${result.status}: ${result.body}`);
  const answer = JSON.parse(result.body) as { duration: number };
  const upload = size / 1024 / 1024 / result.totalSeconds;
  const bare = size / 1024 / 1024 / (await bareServerSeconds(options.file, size, options.dir));
  const finishSeconds = result.totalSeconds - result.lastPatchStartSeconds;
  return [
    {
      measure: `server peak RSS growth, ${mb(size)} MB WAV resumable upload`,
      value: `${mb(growth)} MB`,
      target: '< 64 MB',
      pass: growth < RSS_TARGET_BYTES,
      note: `${rssMethod(hwmReset)}; RSS before ${mb(before)} MB (after the one-request upload)`,
    },
    {
      measure: `resumable upload speed (tus, ${mb(RESUMABLE_CHUNK_BYTES)} MB PATCHes, song received)`,
      value: `${upload.toFixed(0)} MB/s`,
      target: `≥ ${SPEED_TARGET * 100} % of stream copy`,
      pass: upload >= SPEED_TARGET * copyRate,
      note: `${((upload / copyRate) * 100).toFixed(1)} % of stream copy, ${((upload / options.durableCopyRate) * 100).toFixed(0)} % of it fsynced; ${result.patches} PATCHes in ${result.totalSeconds.toFixed(2)} s (slowest before the last ${Math.max(...result.patchSeconds).toFixed(2)} s), the last (chunk and finishing) ${finishSeconds.toFixed(2)} s`,
    },
    {
      measure: 'the same PATCHes to a bare Node server (each fsynced, nothing else)',
      value: `${bare.toFixed(0)} MB/s`,
      target: '—',
      pass: null,
      note: `${((bare / copyRate) * 100).toFixed(1)} % of stream copy; the app's resumable upload is ${((upload / bare) * 100).toFixed(0)} % of it`,
    },
    {
      measure: 'duration measured by the server, resumable upload',
      value: `${answer.duration.toFixed(2)} s`,
      target: `${options.seconds.toFixed(2)} s ± 0.1`,
      pass: Math.abs(answer.duration - options.seconds) <= 0.1,
    },
  ];
}
