// Resumable uploads one after another on one production server (BENCH_SERIES_UPLOADS, 6 by
// default, of a 200 MB WAV; BENCH_UPLOAD_MB to change the size): how long each 8 MiB PATCH
// takes (median, 90th percentile, slowest) and the whole series' MB/s. One upload alone (the
// upload bench) does not show what builds up over several, as an afternoon of uploads does:
// before decision 033's seventh step, a full garbage collection every 64 MB of Buffers
// (`EXTERNAL_GC_MB=0` brings that back, to compare).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { RESUMABLE_CHUNK_BYTES } from '../../src/shared/constants.js';
import { signUp, waitForSoundAnalysis, withUploadServer } from './audio-server.js';
import { mb, printTargets, type TargetRow } from './audio-targets.js';
import { writeWav } from './audio-upload.js';
import { tusUpload } from './tus-client.js';

const UPLOADS = Number(process.env.BENCH_SERIES_UPLOADS ?? 6);
const WAV_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;

/** The value at `share` (0–1) of `sorted`, an ascending list. */
const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

export async function benchUploadSeries(): Promise<TargetRow[]> {
  return withUploadServer('series', async (server, root) => {
    const wav = path.join(root, 'series.wav');
    await writeWav(wav, WAV_BYTES);
    const { size } = await stat(wav);
    const cookie = await signUp(server.base);
    const patchMs: number[] = [];
    let seconds = 0;
    for (let upload = 0; upload < UPLOADS; upload += 1) {
      const result = await tusUpload({
        base: server.base,
        cookie,
        file: wav,
        filename: `series-${upload}.wav`,
        size,
        chunkBytes: RESUMABLE_CHUNK_BYTES,
      });
      if (result.status !== 200)
        throw new Error(`Upload ${upload + 1}'s last PATCH answered ${result.status}`);
      patchMs.push(...result.patchSeconds.map((s) => s * 1000));
      seconds += result.totalSeconds;
      // Each upload's sound is measured on a worker after it answered: the next one waits, so
      // every upload has the machine's two cores as the first had.
      const { id } = JSON.parse(result.body) as { id: string };
      await waitForSoundAnalysis(server.base, cookie, id);
    }
    patchMs.sort((a, b) => a - b);
    const over = (ms: number) => patchMs.filter((taken) => taken > ms).length;
    return [
      {
        measure: `PATCH of ${mb(RESUMABLE_CHUNK_BYTES)} MB, median / 90th percentile / slowest`,
        value: `${at(patchMs, 0.5).toFixed(0)} / ${at(patchMs, 0.9).toFixed(0)} / ${at(patchMs, 1).toFixed(0)} ms`,
        target: '—',
        pass: null,
        note: `${patchMs.length} PATCHes (each upload's last, which also finishes the file, left out); over 60 ms: ${over(60)}`,
      },
      {
        measure: `${UPLOADS} resumable uploads of ${mb(size)} MB, one after another`,
        value: `${((UPLOADS * size) / 1024 / 1024 / seconds).toFixed(0)} MB/s`,
        target: '—',
        pass: null,
        note: `${seconds.toFixed(2)} s of uploading in all (the sound measured between uploads not counted)`,
      },
    ];
  });
}

// `npx tsx scripts/bench/upload-series.ts`
if (import.meta.url === `file://${process.argv[1]}`) {
  printTargets(
    `Resumable uploads in a series — ${UPLOADS} × ${mb(WAV_BYTES)} MB WAV on one server`,
    await benchUploadSeries(),
  );
}
