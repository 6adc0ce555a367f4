import { describe, expect, it } from 'vitest';
import { CLOSED_WORDS_KEPT_MS, keepOpenLyricsWords, openLyricsWords } from './open-lyrics-words';

describe('openLyricsWords', () => {
  it("gives the words of the project's editors, once each, for a while after they close", () => {
    let lines = 'Summer Song\n\nfirst line';
    const closeA = keepOpenLyricsWords('p1', () => lines);
    // The same entry in the project tab and the player's panel at once: one copy of its words.
    const closeB = keepOpenLyricsWords('p1', () => lines);
    const closeOther = keepOpenLyricsWords('p2', () => 'Other\n\nnot this one');
    keepOpenLyricsWords('p1', () => '  ');

    expect(openLyricsWords('p1')).toBe('Summer Song\n\nfirst line');
    lines = 'Summer Song\n\nfirst line\nlast words';
    expect(openLyricsWords('p1')).toContain('last words');

    // The page unmounts its editors before it says the person was shown out: their last words
    // stay, as they were when the editor closed.
    closeA();
    closeB();
    lines = 'changed after closing';
    expect(openLyricsWords('p1')).toBe('Summer Song\n\nfirst line\nlast words');
    expect(openLyricsWords('p1', Date.now() + CLOSED_WORDS_KEPT_MS + 1)).toBe('');
    expect(openLyricsWords('p2')).toBe('Other\n\nnot this one');
    closeOther();
  });

  it('an editor whose words cannot be read any more counts as empty', () => {
    const close = keepOpenLyricsWords('p3', () => {
      throw new Error('destroyed');
    });
    expect(openLyricsWords('p3')).toBe('');
    close();
    expect(openLyricsWords('p3')).toBe('');
  });
});
