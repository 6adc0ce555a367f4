import { describe, expect, it } from 'vitest';
import type { PlaybackSample } from '../../../lib/player/play-counter';
import { ReleasePlayTally } from './release-play-tally';

const SONG = 'a0000000-0000-4000-8000-000000000001';

/** Plays `song` from `from` to `to` in quarter seconds (the player's update rate). */
function play(tally: ReleasePlayTally, from: number, to: number, duration = 200) {
  const plays = [];
  for (let time = from; time <= to; time += 0.25) {
    const sample: PlaybackSample = { songId: SONG, currentTime: time, duration, status: 'playing' };
    const played = tally.observe(sample);
    if (played) plays.push(played);
  }
  return plays;
}

describe("the release page's play reports", () => {
  it('report once 30 s were heard, with the seconds heard, not completed', () => {
    const tally = new ReleasePlayTally();
    expect(play(tally, 0, 29.5)).toEqual([]);
    expect(play(tally, 29.75, 120)).toEqual([{ audioId: SONG, seconds: 30, completed: false }]);
  });

  it('do not count a seek ahead as heard', () => {
    const tally = new ReleasePlayTally();
    expect(play(tally, 0, 10)).toEqual([]);
    // Jumped to 150 s: only time played from there on counts.
    expect(play(tally, 150, 169)).toEqual([]);
    expect(play(tally, 169.25, 172)).toEqual([{ audioId: SONG, seconds: 30, completed: false }]);
  });

  it('report a short listen that reaches the end as completed, with what was heard', () => {
    const tally = new ReleasePlayTally();
    expect(play(tally, 0, 5)).toEqual([]);
    expect(play(tally, 190, 200)).toEqual([]);
    const ended = tally.observe({ songId: SONG, currentTime: 200, duration: 200, status: 'ended' });
    expect(ended).toEqual({ audioId: SONG, seconds: 15, completed: true });
  });

  it('start over when the song plays again from the start', () => {
    const tally = new ReleasePlayTally();
    expect(play(tally, 0, 40)).toHaveLength(1);
    expect(play(tally, 0, 29)).toEqual([]);
    expect(play(tally, 29.25, 31)).toEqual([{ audioId: SONG, seconds: 30, completed: false }]);
  });
});
