import { describe, expect, it } from 'vitest';
import { formatAddedDate, songTitle } from './song-display';

describe('library song display', () => {
  it('titles a song by its file name without the extension', () => {
    expect(songTitle('Midnight Drive.mp3')).toBe('Midnight Drive');
    expect(songTitle('v1.2 final.take.wav')).toBe('v1.2 final.take');
    expect(songTitle('.hidden')).toBe('.hidden');
    expect(songTitle('no extension')).toBe('no extension');
  });
  it('dates in the en-GB short form', () => {
    expect(formatAddedDate('2025-03-05T10:00:00Z')).toBe('05/03/2025');
    expect(formatAddedDate('garbage')).toBe('');
  });
});
