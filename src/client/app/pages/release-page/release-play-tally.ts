import { PlayCounter, type PlaybackSample } from '../../../lib/player/play-counter';

/** A larger jump between two time updates is a seek, not listening (as the play counter says). */
const MAX_LISTENING_STEP_SECONDS = 2;
/** Within this of the end before jumping back to the start: repeat mode went round. */
const END_WITHIN_SECONDS = 1.5;
/** A jump back larger than this starts the tally over (the counter decides what a play is). */
const RESTART_STEP_SECONDS = 1;

/** What a play report of the page says: the track, the seconds heard, whether it reached the end. */
export interface ReleasePlay {
  audioId: string;
  seconds: number;
  completed: boolean;
}

/**
 * The player's play rule (PlayCounter: 30 s heard or the end, once per playback) with the
 * seconds heard in that playback beside it, for the page's play reports.
 */
export class ReleasePlayTally {
  private readonly counter = new PlayCounter();
  private songId: string | null = null;
  private heard = 0;
  private lastTime = 0;

  /** Feeds the player's latest state; returns the play to report, or null. */
  observe(sample: PlaybackSample): ReleasePlay | null {
    const { songId, currentTime, duration, status } = sample;
    const sameSong = songId === this.songId;
    const step = currentTime - this.lastTime;
    if (sameSong && status === 'playing' && step > 0 && step <= MAX_LISTENING_STEP_SECONDS) {
      this.heard += step;
    }
    // At the end, or back at the start from the end (repeat goes round without 'ended').
    const completed =
      status === 'ended' ||
      (sameSong && duration > 0 && this.lastTime >= duration - END_WITHIN_SECONDS);
    const seconds = Math.round(duration > 0 ? Math.min(this.heard, duration) : this.heard);
    if (!sameSong || step < -RESTART_STEP_SECONDS) {
      // Another song, or the same one again from its start: a new playback.
      this.songId = songId;
      this.heard = 0;
    }
    this.lastTime = currentTime;
    const played = this.counter.observe(sample);
    return played ? { audioId: played, seconds, completed } : null;
  }
}
