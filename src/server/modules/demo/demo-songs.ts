import { chords, melody } from '../../audio/note-names.js';
import type { SongSketch } from '../../audio/wav-synth.js';

export interface DemoSong {
  /** The song title; the stored file is named after it with .wav. */
  title: string;
  sketch: SongSketch;
}

/** The demo studio's library: three short, finished-sounding ideas in different moods. */
export const STUDIO_SONGS: DemoSong[] = [
  {
    title: 'Midnight Demo',
    sketch: {
      bpm: 84,
      seconds: 12,
      lead: 'piano',
      drums: 'soft',
      seed: 11,
      chords: chords('A3+C4+E4+G4:4 F3+A3+C4+E4:4 C3+E3+G3+C4:4 G3+B3+D4:4'),
      melody: melody(
        'E5:1 D5:.5 C5:.5 D5:1 E5:1 | C5:1.5 A4:.5 C5:1 -:1 | ' +
          'G4:1 A4:.5 C5:.5 E5:1 D5:1 | D5:1.5 C5:.5 B4:1 -:1',
      ),
    },
  },
  {
    title: 'Sunrise Sketch',
    sketch: {
      bpm: 100,
      seconds: 10,
      lead: 'pluck',
      drums: 'none',
      seed: 23,
      chords: chords('G3+B3+D4:4 D3+F#3+A3+D4:4 E3+G3+B3:4 C3+E3+G3+C4:4'),
      melody: melody(
        'G4:.5 B4:.5 D5:.5 B4:.5 G4:.5 B4:.5 D5:.5 G5:.5 | ' +
          'F#4:.5 A4:.5 D5:.5 A4:.5 F#4:.5 A4:.5 D5:.5 F#5:.5 | ' +
          'E4:.5 G4:.5 B4:.5 G4:.5 E4:.5 G4:.5 B4:.5 E5:.5 | ' +
          'E4:.5 G4:.5 C5:.5 G4:.5 E4:.5 G4:.5 C5:.5 E5:.5',
      ),
    },
  },
  {
    title: 'City Lights Groove',
    sketch: {
      bpm: 96,
      seconds: 13,
      lead: 'lead',
      drums: 'groove',
      seed: 37,
      chords: chords('D3+F3+A3+C4:4 Bb2+D3+F3+Bb3:4 C3+E3+G3+C4:4 A2+C3+E3+A3:4'),
      melody: melody(
        'D5:1 F5:.5 E5:.5 D5:1 A4:1 | Bb4:1.5 D5:.5 F5:1 -:1 | ' +
          'E5:1 G5:.5 E5:.5 C5:1 -:1 | A4:1 C5:.5 D5:.5 E5:1.5 -:.5',
      ),
    },
  },
];

/** The personal demo profile's library: a songwriter's rougher sketches. */
export const PERSONAL_SONGS: DemoSong[] = [
  {
    title: 'Porch Song Idea',
    sketch: {
      bpm: 76,
      seconds: 12,
      lead: 'pluck',
      drums: 'none',
      seed: 41,
      chords: chords('C3+E3+G3+C4:4 A2+C3+E3+A3:4 F2+A2+C3+F3:4 G2+B2+D3+G3:4'),
      melody: melody(
        'E4:1 G4:1 C5:1.5 B4:.5 | A4:2 G4:1 E4:1 | F4:1 A4:1 C5:1 A4:1 | G4:2 B4:1 -:1',
      ),
    },
  },
  {
    title: 'Rainy Tuesday',
    sketch: {
      bpm: 70,
      seconds: 14,
      lead: 'piano',
      drums: 'soft',
      seed: 53,
      chords: chords('E3+G3+B3+D4:4 C3+E3+G3+B3:4 A2+C3+E3+G3:4 B2+D#3+F#3+A3:4'),
      melody: melody(
        'B4:1.5 A4:.5 G4:1 F#4:1 | E4:2 -:1 G4:1 | C5:1 B4:.5 A4:.5 G4:1 E4:1 | D#4:2 F#4:1 -:1',
      ),
    },
  },
  {
    title: 'Voice Memo Melody',
    sketch: {
      bpm: 110,
      seconds: 9,
      lead: 'lead',
      drums: 'groove',
      seed: 67,
      chords: chords('F3+A3+C4:4 C3+E3+G3+C4:4 D3+F3+A3:4 Bb2+D3+F3+Bb3:4'),
      melody: melody(
        'C5:.5 C5:.5 A4:.5 C5:.5 F5:1 E5:1 | D5:1 C5:.5 Bb4:.5 A4:2 | ' +
          'A4:.5 Bb4:.5 C5:1 D5:1 C5:1 | Bb4:1 A4:1 G4:2',
      ),
    },
  },
];
