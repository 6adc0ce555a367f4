/**
 * Generated audio with known answers for the analysis tests: sines, a click track, a held chord.
 * (Test support beside the code it serves; no production file imports it.)
 */

/** A sine of `hz` at `amplitude` (peak, full scale 1) for `seconds`. */
export function sine(hz: number, amplitude: number, seconds: number, rate: number): Float32Array {
  return Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );
}

/** A click every beat: 10 ms of a decaying 2 kHz burst, like a metronome. */
export function clickTrack(bpm: number, seconds: number, rate: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  const clickLength = Math.round(0.01 * rate);
  for (let beat = 0; ; beat += 1) {
    const start = Math.round((beat * 60 * rate) / bpm);
    if (start >= samples.length) break;
    for (let i = 0; i < clickLength && start + i < samples.length; i += 1) {
      samples[start + i] =
        0.8 * Math.exp(-i / (clickLength / 4)) * Math.sin((2 * Math.PI * 2000 * i) / rate);
    }
  }
  return samples;
}

const hzOfMidi = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** A held chord of MIDI notes, each a tone with two soft overtones, the sum at most 0.9. */
export function heldChord(notes: number[], seconds: number, rate: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  const level = 0.9 / notes.length / 1.75;
  for (const note of notes) {
    const hz = hzOfMidi(note);
    for (let i = 0; i < samples.length; i += 1) {
      const t = (2 * Math.PI * hz * i) / rate;
      samples[i] =
        samples[i]! + level * (Math.sin(t) + 0.5 * Math.sin(2 * t) + 0.25 * Math.sin(3 * t));
    }
  }
  return samples;
}

/** Feeds `channels` to `sink` in chunks of `chunk` frames, as a decoder would. */
export function feedInChunks(
  sink: { addChannels(channels: readonly Float32Array[]): void },
  channels: Float32Array[],
  chunk = 4096,
): void {
  const length = channels[0]!.length;
  for (let start = 0; start < length; start += chunk) {
    sink.addChannels(channels.map((c) => c.subarray(start, Math.min(length, start + chunk))));
  }
}
