/**
 * Small synthesiser voices for the demo songs. Each writes (adds) one note or hit into a
 * mono Float32 buffer at a start sample; mixing and loudness are the caller's business.
 */

export interface Voice {
  buffer: Float32Array;
  sampleRate: number;
  /** Deterministic noise source in [-1, 1), so every seed renders the same song. */
  noise: () => number;
}

/** Equal-tempered frequency of a MIDI note number (69 = A4 = 440 Hz). */
export function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** mulberry32: a tiny seeded PRNG returning values in [-1, 1). */
export function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1;
  };
}

function write(voice: Voice, start: number, length: number, sample: (i: number) => number) {
  const end = Math.min(voice.buffer.length, start + length);
  for (let index = Math.max(0, start); index < end; index += 1) {
    voice.buffer[index]! += sample(index - start);
  }
}

/** Linear attack, exponential decay towards a sustain level, linear release at the end. */
function envelope(t: number, length: number, attack: number, decay: number, sustain: number) {
  const release = Math.min(0.08, length / 3);
  const level = t < attack ? t / attack : sustain + (1 - sustain) * Math.exp(-(t - attack) / decay);
  const tail = length - t < release ? Math.max(0, (length - t) / release) : 1;
  return level * tail;
}

/** Electric-piano-like FM tone: the modulation index fades, so the attack is bright, the tail soft. */
export function electricPiano(
  voice: Voice,
  start: number,
  seconds: number,
  note: number,
  gain: number,
) {
  const rate = voice.sampleRate;
  const hz = midiToHz(note);
  write(voice, start, Math.round(seconds * rate), (i) => {
    const t = i / rate;
    const index = 1.8 * Math.exp(-t * 4);
    const modulator = Math.sin(2 * Math.PI * hz * t) * index;
    const tone = Math.sin(2 * Math.PI * hz * t + modulator) + 0.2 * Math.sin(4 * Math.PI * hz * t);
    return gain * tone * envelope(t, seconds, 0.005, 0.45, 0.25);
  });
}

/** Plucked string (Karplus–Strong): a noise burst through a damped delay line. */
export function pluckedString(
  voice: Voice,
  start: number,
  seconds: number,
  note: number,
  gain: number,
) {
  const rate = voice.sampleRate;
  const period = Math.max(2, Math.round(rate / midiToHz(note)));
  const line = Float32Array.from({ length: period }, () => voice.noise());
  let position = 0;
  write(voice, start, Math.round(seconds * rate), (i) => {
    const next = (position + 1) % period;
    const value = line[position]!;
    line[position] = 0.498 * (value + line[next]!);
    position = next;
    return gain * value * envelope(i / rate, seconds, 0.002, 10, 1);
  });
}

/** Soft lead with a few harmonics and a gentle vibrato. */
export function softLead(voice: Voice, start: number, seconds: number, note: number, gain: number) {
  const rate = voice.sampleRate;
  const hz = midiToHz(note);
  const harmonics = [1, 0.45, 0.25, 0.12];
  write(voice, start, Math.round(seconds * rate), (i) => {
    const t = i / rate;
    const phase =
      2 * Math.PI * hz * t + 0.02 * Math.sin(2 * Math.PI * 5.5 * t) * Math.min(1, t * 3);
    let tone = 0;
    for (let h = 0; h < harmonics.length; h += 1) tone += harmonics[h]! * Math.sin((h + 1) * phase);
    return gain * 0.6 * tone * envelope(t, seconds, 0.03, 0.3, 0.7);
  });
}

/** A chord pad: slightly detuned pairs of sines with a slow swell. */
export function pad(voice: Voice, start: number, seconds: number, notes: number[], gain: number) {
  const rate = voice.sampleRate;
  const freqs = notes.flatMap((note) => [midiToHz(note) * 0.997, midiToHz(note) * 1.003]);
  write(voice, start, Math.round(seconds * rate), (i) => {
    const t = i / rate;
    let tone = 0;
    for (const hz of freqs) tone += Math.sin(2 * Math.PI * hz * t);
    return ((gain * tone) / freqs.length) * envelope(t, seconds, 0.4, 1, 0.8);
  });
}

/** Round bass: a sine with a touch of second harmonic. */
export function bass(voice: Voice, start: number, seconds: number, note: number, gain: number) {
  const rate = voice.sampleRate;
  const hz = midiToHz(note);
  write(voice, start, Math.round(seconds * rate), (i) => {
    const t = i / rate;
    const tone = Math.sin(2 * Math.PI * hz * t) + 0.25 * Math.sin(4 * Math.PI * hz * t);
    return gain * tone * envelope(t, seconds, 0.01, 0.25, 0.5);
  });
}

/** Kick drum: a sine sweeping from 120 Hz down to 45 Hz with a fast decay. */
export function kick(voice: Voice, start: number, gain: number) {
  const rate = voice.sampleRate;
  let phase = 0;
  write(voice, start, Math.round(0.35 * rate), (i) => {
    const t = i / rate;
    phase += (2 * Math.PI * (45 + 75 * Math.exp(-t * 25))) / rate;
    return gain * Math.sin(phase) * Math.exp(-t * 9);
  });
}

/** Snare: a noise burst over a short 180 Hz body. */
export function snare(voice: Voice, start: number, gain: number) {
  const rate = voice.sampleRate;
  write(voice, start, Math.round(0.2 * rate), (i) => {
    const t = i / rate;
    const body = Math.sin(2 * Math.PI * 180 * t) * Math.exp(-t * 30);
    return gain * (0.6 * voice.noise() * Math.exp(-t * 18) + 0.5 * body);
  });
}

/** Closed hi-hat: differenced (high-passed) noise with a very short decay. */
export function hiHat(voice: Voice, start: number, gain: number) {
  const rate = voice.sampleRate;
  let previous = 0;
  write(voice, start, Math.round(0.05 * rate), (i) => {
    const current = voice.noise();
    const bright = current - previous;
    previous = current;
    return gain * 0.5 * bright * Math.exp(-(i / rate) * 80);
  });
}
