const SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const NOTE = /^([A-G])([#b]?)(-?\d)$/;

/** MIDI number of a note name such as "C4" (60), "F#3" or "Bb2". */
export function noteToMidi(name: string): number {
  const match = NOTE.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const [, letter, accidental, octave] = match;
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return 12 * (Number(octave) + 1) + SEMITONES[letter!]! + shift;
}

function tokens(text: string): Array<[string, number]> {
  return text
    .split(/\s+/)
    .filter((token) => token !== '' && token !== '|')
    .map((token) => {
      const [pitch, beats] = token.split(':');
      const length = Number(beats);
      if (!pitch || !(length > 0)) throw new Error(`Not a "note:beats" token: ${token}`);
      return [pitch, length];
    });
}

/** A melody in "E5:1 D5:.5 -:1" notation ("-" is a rest, "|" bar lines are for reading only). */
export function melody(text: string): Array<[number | null, number]> {
  return tokens(text).map(([pitch, beats]) => [pitch === '-' ? null : noteToMidi(pitch), beats]);
}

/** Chords in "A3+C4+E4:4 F3+A3+C4:4" notation. */
export function chords(text: string): Array<[number[], number]> {
  return tokens(text).map(([pitch, beats]) => [pitch.split('+').map(noteToMidi), beats]);
}
