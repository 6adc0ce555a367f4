// Audio analysis (decision 030): the figures our meter gives the seeded demo songs and the audio
// fixtures, and the memory and time of measuring a 200 MB WAV in the analysis worker, streamed
// from disk as storage would stream it. Run: npx tsx scripts/bench/audio-analysis.ts
// (`--no-large` skips the 200 MB file).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FIXTURES, fixturePath, type FixtureKind } from '../../tests/fixtures/audio/fixtures.js';
import { createAnalysisPool } from '../../src/server/audio/analysis-pool.js';
import { measureSound } from '../../src/server/audio/measure-sound.js';
import { encodeWav, pcm16, wavHeader } from '../../src/server/audio/wav-encoder.js';
import { renderSong } from '../../src/server/audio/wav-synth.js';
import { PERSONAL_SONGS, STUDIO_SONGS } from '../../src/server/modules/demo/demo-songs.js';
import { procStatusBytes, resetPeakRss } from './audio-server.js';

const DEMO_RATE = 22_050; // as demo-seed.ts stores them
const LARGE_BYTES = 200 * 1024 * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function figuresOfSeededFiles() {
  for (const song of [...STUDIO_SONGS, ...PERSONAL_SONGS]) {
    const wav = encodeWav(renderSong(song.sketch, DEMO_RATE), DEMO_RATE);
    const figures = await measureSound(Readable.from([wav]), { ext: 'wav', size: wav.length });
    console.log(`demo "${song.title}" (sketch ${song.sketch.bpm} BPM)`, JSON.stringify(figures));
  }
  for (const kind of Object.keys(FIXTURES) as FixtureKind[]) {
    const file = fixturePath(kind);
    const { size } = await stat(file);
    const figures = await measureSound(createReadStream(file), { ext: FIXTURES[kind].ext, size });
    console.log(`fixture ${FIXTURES[kind].name}`, JSON.stringify(figures));
  }
}

/** A 200 MB stereo 44.1 kHz WAV: a demo song, looped, written in pieces (never whole in memory). */
async function writeLargeWav(file: string) {
  const rate = 44_100;
  const loop = renderSong(STUDIO_SONGS[0]!.sketch, rate);
  const piece = pcm16([loop, loop]);
  const frames = Math.floor((LARGE_BYTES - 44) / 4);
  const loops = Math.ceil((frames * 4) / piece.length);
  async function* bytes() {
    yield wavHeader(2, rate, frames);
    let left = frames * 4;
    for (let i = 0; i < loops && left > 0; i += 1) {
      const part = piece.subarray(0, Math.min(piece.length, left));
      left -= part.length;
      yield part;
    }
  }
  await pipeline(Readable.from(bytes()), createWriteStream(file));
}

async function measureLargeFile() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-analysis-'));
  const file = path.join(dir, 'large.wav');
  try {
    await writeLargeWav(file);
    const { size } = await stat(file);
    const pool = createAnalysisPool({ size: 1 });
    // Warm the worker (its module graph and WASM) so the figure is the measuring itself.
    const warm = encodeWav(new Float32Array(44_100), 44_100);
    await pool.run(
      { mode: 'sound', ext: 'wav', mimeType: 'audio/wav', size: warm.length },
      Readable.from([warm]),
    );
    const hwmReset = await resetPeakRss(process.pid);
    const before = await procStatusBytes(process.pid, 'VmRSS');
    let peak = before;
    const timer = setInterval(() => {
      void procStatusBytes(process.pid, 'VmRSS').then((v) => (peak = Math.max(peak, v)));
    }, 20);
    const started = performance.now();
    const outcome = await pool.run(
      { mode: 'sound', ext: 'wav', mimeType: 'audio/wav', size },
      createReadStream(file),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    const hwm = hwmReset ? await procStatusBytes(process.pid, 'VmHWM') : 0;
    // What the upload's answer waits for today (duration and waveform), for comparison: the
    // sound measures run as a second pass after the answer rather than inside this one.
    const decodeStarted = performance.now();
    await pool.run(
      { mode: 'decode', ext: 'wav', mimeType: 'audio/wav', size },
      createReadStream(file),
    );
    const decodeSeconds = (performance.now() - decodeStarted) / 1000;
    await pool.close();
    console.log(
      `  duration and peaks alone (the upload's own pass): ${decodeSeconds.toFixed(1)} s`,
    );
    console.log(
      `200 MB WAV (${mb(size)}, ${(size / 4 / 44_100 / 60).toFixed(1)} min stereo 44.1 kHz)`,
    );
    console.log('  outcome', JSON.stringify(outcome));
    console.log(`  time ${seconds.toFixed(1)} s`);
    console.log(
      `  process RSS before ${mb(before)}, peak ${mb(Math.max(peak, hwm))} (growth ${mb(Math.max(peak, hwm) - before)}; high-water mark ${hwmReset ? 'reset' : 'sampled only'})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await figuresOfSeededFiles();
if (!process.argv.includes('--no-large')) await measureLargeFile();
