import { describe, expect, it } from 'vitest';
import { recordingFileName, recordingTitleDate } from './recording-names';

const at = new Date(2025, 4, 7, 9, 3, 5);

describe('recordingFileName', () => {
  it('joins the title and a local timestamp', () => {
    expect(recordingFileName('Verse idea', at)).toBe('Verse idea-2025-05-07-090305.wav');
  });

  it('uses "Recording" when there is no title', () => {
    expect(recordingFileName(undefined, at)).toBe('Recording-2025-05-07-090305.wav');
    expect(recordingFileName('   ', at)).toBe('Recording-2025-05-07-090305.wav');
  });

  it('replaces characters that file names may not hold', () => {
    expect(recordingFileName('Take 07/05, 09:03', at)).toBe(
      'Take 07-05, 09-03-2025-05-07-090305.wav',
    );
  });
});

describe('recordingTitleDate', () => {
  it('writes English dates the British way', () => {
    expect(recordingTitleDate(at, 'en')).toBe('07/05/2025, 09:03');
  });

  it('follows the language for the others', () => {
    expect(recordingTitleDate(at, 'de')).toBe('07.05.25, 09:03');
  });
});
