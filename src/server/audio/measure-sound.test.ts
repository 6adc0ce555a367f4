import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FIXTURES, fixturePath, type FixtureKind } from '../../../tests/fixtures/audio/fixtures.js';
import { UndecodableAudioError } from './audio-analysis.js';
import { measureSound } from './measure-sound.js';
import { clickTrack, heldChord, sine } from './test-signals.js';
import { encodeWav, encodeWavChannels } from './wav-encoder.js';

/** Generating and measuring seconds of audio: quick on a quiet machine, slow on a shared one. */
const SIGNAL_TEST_TIMEOUT_MS = 30_000;

/** A file's bytes as storage streams them, in small chunks that split frames. */
const chunked = (bytes: Buffer, size = 4099) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );
const measureWav = (wav: Buffer) => measureSound(chunked(wav), { ext: 'wav', size: wav.length });

describe(
  'measureSound (known answers through WAV bytes)',
  { timeout: SIGNAL_TEST_TIMEOUT_MS },
  () => {
    it('a 997 Hz sine at −20 dBFS in a mono file: −23.0 LUFS, −20 dBTP', async () => {
      const figures = await measureWav(encodeWav(sine(997, 0.1, 10, 48_000), 48_000));
      expect(Math.abs(figures.integratedLufs! - -23)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(figures.truePeakDbtp! - -20)).toBeLessThanOrEqual(0.1);
      expect(figures.loudnessRange).toBeLessThanOrEqual(0.1);
    });

    it('the same sine in both channels of a stereo file: −20.0 LUFS', async () => {
      const tone = sine(997, 0.1, 10, 44_100);
      const figures = await measureWav(encodeWavChannels([tone, tone], 44_100));
      expect(Math.abs(figures.integratedLufs! - -20)).toBeLessThanOrEqual(0.1);
    });

    it('a click track at 120 BPM: 120 ± 1', async () => {
      const figures = await measureWav(encodeWav(clickTrack(120, 30, 44_100), 44_100));
      expect(Math.abs(figures.bpm! - 120)).toBeLessThanOrEqual(1);
      expect(figures.bpmConfidence).toBeGreaterThan(0.8);
    });

    it('a sustained C-major triad: C major', async () => {
      const figures = await measureWav(encodeWav(heldChord([60, 64, 67], 10, 44_100), 44_100));
      expect(figures.key).toBe('C major');
    });

    it('digital silence: no loudness, no peak, no tempo, no key', async () => {
      const silence = new Float32Array(44_100 * 5);
      expect(await measureWav(encodeWavChannels([silence, silence], 44_100))).toEqual({
        integratedLufs: null,
        truePeakDbtp: null,
        loudnessRange: null,
        bpm: null,
        bpmConfidence: null,
        key: null,
        keyConfidence: null,
      });
    });
  },
);

describe(
  'measureSound (every format the upload takes)',
  { timeout: SIGNAL_TEST_TIMEOUT_MS },
  () => {
    it.each(Object.keys(FIXTURES) as FixtureKind[])('measures the %s fixture', async (kind) => {
      const path = fixturePath(kind);
      const { size } = await stat(path);
      const figures = await measureSound(createReadStream(path, { highWaterMark: 4096 }), {
        ext: FIXTURES[kind].ext,
        size,
      });
      // The fixtures are one tone peaking near full scale, whatever the codec.
      expect(figures.integratedLufs).toBeGreaterThan(-30);
      expect(figures.integratedLufs).toBeLessThan(0);
      expect(figures.truePeakDbtp).toBeGreaterThan(-12);
      expect(figures.truePeakDbtp).toBeLessThan(3);
    });

    it('calls a large M4A with its index at the end undecodable', async () => {
      const head = Buffer.alloc(16);
      head.writeUInt32BE(8, 0);
      head.write('ftyp', 4, 'latin1');
      head.writeUInt32BE(8, 8);
      head.write('mdat', 12, 'latin1');
      await expect(
        measureSound(Readable.from([head]), { ext: 'm4a', size: 100 * 1024 * 1024 }),
      ).rejects.toThrow(UndecodableAudioError);
    });

    it('calls bytes no decoder reads undecodable', async () => {
      await expect(
        measureSound(Readable.from([Buffer.from('RIFF....WAVEjunk')]), { ext: 'wav', size: 16 }),
      ).rejects.toThrow(UndecodableAudioError);
    });
  },
);
