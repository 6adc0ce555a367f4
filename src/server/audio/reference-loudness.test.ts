import { execFile, execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, fixturePath, type FixtureKind } from '../../../tests/fixtures/audio/fixtures.js';
import { PERSONAL_SONGS, STUDIO_SONGS } from '../modules/demo/demo-songs.js';
import { measureSound } from './measure-sound.js';
import { encodeWav } from './wav-encoder.js';
import { renderSong } from './wav-synth.js';

/**
 * Our meter against a reference implementation, ffmpeg's ebur128 filter, on the seeded demo
 * songs (rendered as demo-seed.ts stores them) and the audio fixtures. ffmpeg is no dependency
 * of the product (DESIGN §6) and no npm BS.1770 meter is installed: where ffmpeg is absent,
 * this comparison is skipped.
 */
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** ffmpeg's summary: integrated loudness (LUFS) and true peak (dBTP). */
async function ffmpegLoudness(file: string) {
  const args = [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ];
  const { stderr } = await promisify(execFile)('ffmpeg', args);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const read = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+)`).exec(summary)?.[1]);
  return { integrated: read('I'), truePeak: read('Peak') };
}

describe.skipIf(!hasFfmpeg)('loudness against ffmpeg ebur128 (seeded files)', () => {
  let dir = '';
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('agrees within 0.2 LU (integrated) and 0.3 dB (true peak) on every seeded file', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-reference-'));
    const files: Array<{ name: string; file: string; ext: string }> = [];
    for (const song of [...STUDIO_SONGS, ...PERSONAL_SONGS]) {
      const file = path.join(dir, `${song.title}.wav`);
      await writeFile(file, encodeWav(renderSong(song.sketch, 22_050), 22_050));
      files.push({ name: song.title, file, ext: 'wav' });
    }
    for (const kind of Object.keys(FIXTURES) as FixtureKind[]) {
      files.push({ name: kind, file: fixturePath(kind), ext: FIXTURES[kind].ext });
    }
    for (const { name, file, ext } of files) {
      const { size } = await stat(file);
      const ours = await measureSound(createReadStream(file), { ext, size });
      const reference = await ffmpegLoudness(file);
      expect(Math.abs(ours.integratedLufs! - reference.integrated), name).toBeLessThanOrEqual(0.2);
      expect(Math.abs(ours.truePeakDbtp! - reference.truePeak), name).toBeLessThanOrEqual(0.3);
    }
    // Rendering six songs and running ffmpeg thirteen times takes seconds, more on a busy machine.
  }, 120_000);
});
