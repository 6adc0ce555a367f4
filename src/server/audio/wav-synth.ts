import {
  bass,
  electricPiano,
  hiHat,
  kick,
  pad,
  pluckedString,
  seededNoise,
  snare,
  softLead,
  type Voice,
} from './instruments.js';

/** A short piece described in beats; melody and chords loop until `seconds` are filled. */
export interface SongSketch {
  bpm: number;
  seconds: number;
  lead: 'piano' | 'pluck' | 'lead';
  /** [MIDI note or null for a rest, length in beats]. */
  melody: Array<[number | null, number]>;
  /** [MIDI notes of the chord, length in beats]; the bass plays the lowest note an octave down. */
  chords: Array<[number[], number]>;
  drums: 'none' | 'soft' | 'groove';
  seed: number;
}

const LEADS = { piano: electricPiano, pluck: pluckedString, lead: softLead } as const;
const PEAK_LEVEL = 0.9;
const FADE_OUT_SECONDS = 1.2;

// An octave under the chord, but never below C2 (65 Hz), which small speakers cannot play.
function bassNote(notes: number[]): number {
  let note = Math.min(...notes) - 12;
  while (note < 36) note += 12;
  return note;
}

function renderChords(voice: Voice, sketch: SongSketch, beat: number) {
  const rate = voice.sampleRate;
  for (let time = 0, i = 0; time < sketch.seconds; i += 1) {
    const [notes, beats] = sketch.chords[i % sketch.chords.length]!;
    pad(voice, Math.round(time * rate), beats * beat + 0.3, notes, 0.22);
    const root = bassNote(notes);
    for (let b = 0; b < beats; b += 1) {
      bass(voice, Math.round((time + b * beat) * rate), beat * 0.9, root, 0.35);
    }
    time += beats * beat;
  }
}

function renderMelody(voice: Voice, sketch: SongSketch, beat: number) {
  const play = LEADS[sketch.lead];
  const rate = voice.sampleRate;
  for (let time = 0, i = 0; time < sketch.seconds; i += 1) {
    const [note, beats] = sketch.melody[i % sketch.melody.length]!;
    // A plucked string keeps ringing after its written length, as a real one would.
    const length = sketch.lead === 'pluck' ? Math.max(beats * beat, 0.8) : beats * beat;
    if (note !== null) play(voice, Math.round(time * rate), length, note, 0.3);
    time += beats * beat;
  }
}

function renderDrums(voice: Voice, sketch: SongSketch, beat: number) {
  if (sketch.drums === 'none') return;
  const rate = voice.sampleRate;
  const at = (time: number) => Math.round(time * rate);
  for (let index = 0; index * beat < sketch.seconds; index += 1) {
    const time = index * beat;
    const inBar = index % 4;
    if (inBar === 0 || (sketch.drums === 'groove' && inBar === 2)) kick(voice, at(time), 0.8);
    if (sketch.drums === 'groove' && (inBar === 1 || inBar === 3)) snare(voice, at(time), 0.35);
    hiHat(voice, at(time), 0.25);
    if (sketch.drums === 'groove') hiHat(voice, at(time + beat / 2), 0.15);
  }
}

/** Brings the loudest sample to PEAK_LEVEL and fades the ends so nothing clicks. */
function master(buffer: Float32Array, sampleRate: number) {
  let peak = 0;
  for (const sample of buffer) peak = Math.max(peak, Math.abs(sample));
  const gain = peak > 0 ? PEAK_LEVEL / peak : 0;
  const fadeIn = Math.round(0.01 * sampleRate);
  const fadeOut = Math.round(FADE_OUT_SECONDS * sampleRate);
  for (let i = 0; i < buffer.length; i += 1) {
    const edge = Math.min(1, i / fadeIn, (buffer.length - 1 - i) / fadeOut);
    buffer[i] = buffer[i]! * gain * Math.max(0, edge);
  }
}

/** Renders a sketch to mono samples in [-1, 1]; the same sketch always gives the same samples. */
export function renderSong(sketch: SongSketch, sampleRate: number): Float32Array {
  const voice: Voice = {
    buffer: new Float32Array(Math.round(sketch.seconds * sampleRate)),
    sampleRate,
    noise: seededNoise(sketch.seed),
  };
  const beat = 60 / sketch.bpm;
  renderChords(voice, sketch, beat);
  renderMelody(voice, sketch, beat);
  renderDrums(voice, sketch, beat);
  master(voice.buffer, sampleRate);
  return voice.buffer;
}
