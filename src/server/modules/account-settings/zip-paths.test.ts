import { describe, expect, it } from 'vitest';
import { extensionOf, safeSegment, ZipPathAllocator } from './zip-paths.js';

describe('safeSegment', () => {
  it.each([
    ['Night Drive', 'Night Drive'],
    ['../../etc/passwd', 'etc_passwd'],
    ['..', 'fallback'],
    ['.hidden', 'hidden'],
    ['C:\\Windows\\evil', 'C__Windows_evil'],
    ['a/b', 'a_b'],
    ['tab\tand\nnewline', 'tab and newline'],
    ['trailing dots...', 'trailing dots'],
    ['   ', 'fallback'],
    ['what? <yes> "no" | *', 'what_ _yes_ _no_ _ _'],
    ['Canción de medianoche', 'Canción de medianoche'],
  ])('%j becomes %j', (name, expected) => {
    expect(safeSegment(name, 'fallback')).toBe(expected);
  });

  it('caps long names', () => {
    expect(safeSegment('x'.repeat(500), 'f')).toHaveLength(80);
  });
});

describe('extensionOf', () => {
  it.each([
    ['0b4f.wav', '.wav'],
    ['Song.MP3', '.mp3'],
    ['no-extension', ''],
    ['weird.<>', ''],
  ])('%j → %j', (name, expected) => {
    expect(extensionOf(name)).toBe(expected);
  });
});

describe('ZipPathAllocator', () => {
  it('numbers repeats, ignoring case, per folder', () => {
    const paths = new ZipPathAllocator();
    expect(paths.claim(['audio', 'A'], 'Take', '.wav')).toBe('audio/A/Take.wav');
    expect(paths.claim(['audio', 'A'], 'take', '.wav')).toBe('audio/A/take (2).wav');
    expect(paths.claim(['audio', 'A'], 'Take', '.wav')).toBe('audio/A/Take (3).wav');
    expect(paths.claim(['audio', 'B'], 'Take', '.wav')).toBe('audio/B/Take.wav');
    expect(paths.claim([], 'account.json')).toBe('account.json');
  });

  it('hands out each folder name once', () => {
    const paths = new ZipPathAllocator();
    expect(paths.claimFolder('audio', 'Same')).toBe('Same');
    expect(paths.claimFolder('audio', 'same')).toBe('same (2)');
    expect(paths.claimFolder('profiles', 'Same')).toBe('Same');
  });
});
