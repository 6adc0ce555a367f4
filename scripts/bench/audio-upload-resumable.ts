// The same WAV uploaded through the resumable route (tus 1.0, the way the app's client sends
// every file: a creation, then PATCHes of RESUMABLE_CHUNK_BYTES), to the same server process as
// the one-request upload, in rounds (upload-rounds.ts): the server's peak RSS growth, and
// whole-upload MB/s (creation to the last PATCH's answer, which carries the song) against the
// stream copy just before it.
import path from 'node:path';
import { RESUMABLE_CHUNK_BYTES } from '../../src/shared/constants.js';
import { type BenchServer, waitForSoundAnalysis } from './audio-server.js';
import { mb, type TargetRow } from './audio-targets.js';
import { withBareServer } from './bare-upload-server.js';
import { rssMethod } from './server-rss.js';
import { tusUpload, type TusUploadResult } from './tus-client.js';
import {
  furthestFrom,
  median,
  percent,
  roundFigures,
  uploadRound,
  type UploadRound,
} from './upload-rounds.js';

/** The same bound as the one-request upload: a chunk is streamed to disk, never held whole. */
const RSS_TARGET_BYTES = 64 * 1024 * 1024;
/**
 * Issue 30 item 5: 50 % of the stream copy or more, although each answered chunk is fsynced and
 * each 8 MiB chunk is a request of its own; the last PATCH adopts the finished file (a hard
 * link, no second write), analysed as its chunks came in (only its head is read again).
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

/** One round of the resumable upload (upload-rounds.ts): the copy, the app's, the bare server's. */
export function resumableRound(options: {
  server: BenchServer;
  cookie: string;
  file: string;
  size: number;
  /** A scratch folder on the same disk, for the copy and the bare server's file. */
  dir: string;
  round: number;
}): Promise<UploadRound<TusUploadResult>> {
  const { server, size } = options;
  return uploadRound({
    file: options.file,
    copyTo: path.join(options.dir, 'copy-resumable.wav'),
    pid: server.pid,
    upload: async () => {
      const result = await tusUpload({
        base: server.base,
        cookie: options.cookie,
        file: options.file,
        filename: `resumable-${options.round}-${path.basename(options.file)}`,
        size,
        chunkBytes: RESUMABLE_CHUNK_BYTES,
      });
      if (result.status !== 200)
        throw new Error(`The last PATCH answered ${result.status}: ${result.body}`);
      return result;
    },
    settle: (result) => waitForSoundAnalysis(server.base, options.cookie, audioOf(result).id),
    bare: () => bareServerSeconds(options.file, size, options.dir),
  });
}

const audioOf = (result: TusUploadResult) =>
  JSON.parse(result.body) as { id: string; duration: number };

/** The resumable rows of the upload table, from its rounds. */
export function resumableRows(
  rounds: Array<UploadRound<TusUploadResult>>,
  size: number,
  /** Duration of the WAV, seconds, which the server must measure again. */
  seconds: number,
): TargetRow[] {
  const figures = roundFigures(rounds, size);
  const growth = figures.largestGrowth;
  const slowest = Math.max(...rounds.flatMap((round) => round.result.patchSeconds));
  const finishing = median(
    rounds.map((round) => round.result.totalSeconds - round.result.lastPatchStartSeconds),
  );
  const durations = rounds.map((round) => audioOf(round.result).duration);
  const worstDuration = furthestFrom(durations, seconds);
  return [
    {
      measure: `server peak RSS growth, ${mb(size)} MB WAV resumable upload`,
      value: `${mb(growth.rssGrowth)} MB`,
      target: '< 64 MB',
      pass: growth.rssGrowth < RSS_TARGET_BYTES,
      note: `largest of ${rounds.length} rounds; ${rssMethod(growth.hwmReset)}; RSS before ${mb(growth.rssBefore)} MB`,
    },
    {
      measure: `resumable upload speed (tus, ${mb(RESUMABLE_CHUNK_BYTES)} MB PATCHes, song received)`,
      value: `${figures.rate.toFixed(0)} MB/s`,
      target: `≥ ${SPEED_TARGET * 100} % of stream copy`,
      pass: figures.share >= SPEED_TARGET,
      note: `${percent(figures.share)} of the stream copy before it (median of rounds: ${figures.eachShare}), ${percent(figures.durableShare)} of it fsynced; ${rounds[0]!.result.patches} PATCHes, the slowest before the last ${slowest.toFixed(2)} s, the last (chunk and finishing) ${finishing.toFixed(2)} s`,
    },
    {
      measure: 'the same PATCHes to a bare Node server (each fsynced, nothing else)',
      value: `${figures.bareRate.toFixed(0)} MB/s`,
      target: '—',
      pass: null,
      note: `${percent(figures.bareShare)} of the stream copy; the app's resumable upload is ${(figures.ofBare * 100).toFixed(0)} % of it`,
    },
    {
      measure: 'stream copy before each resumable upload (median of rounds)',
      value: `${figures.copyRate.toFixed(0)} MB/s`,
      target: '—',
      pass: null,
      note: `to the end of its fsync ${figures.durableCopyRate.toFixed(0)} MB/s`,
    },
    {
      measure: 'duration measured by the server, resumable upload',
      value: `${worstDuration.toFixed(2)} s`,
      target: `${seconds.toFixed(2)} s ± 0.1`,
      pass: Math.abs(worstDuration - seconds) <= 0.1,
      note: `the furthest from the file's of ${rounds.length} rounds`,
    },
  ];
}
