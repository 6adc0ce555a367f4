import type { PlayerState, PlayerTrack } from './player-types';

/** A playback counts as a play once this much of it was heard, or when it reaches the end. */
export const PLAY_COUNTS_AFTER_SECONDS = 30;
/** A larger jump between two time updates is a seek, not listening (updates come ~4 per s). */
const MAX_LISTENING_STEP_SECONDS = 2;
/** Back within this of the start after being further on: the song began again. */
const RESTART_WITHIN_SECONDS = 1;
/** Within this of the end before jumping back to the start: repeat mode went round. */
const END_WITHIN_SECONDS = 1.5;

export type PlaybackSample = Pick<PlayerState, 'currentTime' | 'duration' | 'status'> & {
  songId: string | null;
};

/** A playback that counted, as it is reported once it is over. */
export interface FinishedPlay {
  songId: string;
  /** Seconds of the song heard, each second once however often it was heard again. */
  seconds: number;
  /** The playback reached the song's end. */
  completed: boolean;
}

/** The stretches of a song heard, merged, so a second heard twice is counted once. */
class HeardStretches {
  private stretches: [number, number][] = [];

  add(start: number, end: number) {
    const merged: [number, number][] = [];
    let next: [number, number] = [start, end];
    for (const stretch of this.stretches) {
      if (stretch[1] < next[0] || stretch[0] > next[1]) merged.push(stretch);
      else next = [Math.min(stretch[0], next[0]), Math.max(stretch[1], next[1])];
    }
    merged.push(next);
    this.stretches = merged;
  }

  total(): number {
    return this.stretches.reduce((sum, [start, end]) => sum + (end - start), 0);
  }
}

/**
 * Tracks one playback at a time. A playback counts as a play after 30 s of listening (time
 * actually played; seeking ahead does not count) or on reaching the end, whichever is first;
 * it is reported once it is over (the end, another song, the song begun again, or `finish()`
 * as the page goes), so the report can say how much was heard and whether it reached the end.
 * Each playback is reported once; a new song, or the same song started again from the
 * beginning (repeat, play after the end), is a new playback.
 */
export class PlayCounter {
  private songId: string | null = null;
  private listened = 0;
  private heard = new HeardStretches();
  private lastTime = 0;
  private duration = 0;
  private reachedEnd = false;
  private reported = false;

  /** Feeds the player's latest state; returns the playback that just ended and counted. */
  observe(sample: PlaybackSample): FinishedPlay | null {
    if (sample.songId !== this.songId) {
      // Playlist mode moves on from the end without an 'ended' state: having been at the end
      // when the next song comes is reaching it.
      if (this.atTheEnd(Math.min(END_WITHIN_SECONDS, this.duration / 4))) this.reachedEnd = true;
      const finished = this.finish();
      this.startPlayback(sample.songId, sample.currentTime);
      return finished;
    }
    if (!sample.songId) return null;
    if (sample.duration > 0) this.duration = sample.duration;

    const step = sample.currentTime - this.lastTime;
    const backToStart =
      step < 0 &&
      sample.currentTime <= RESTART_WITHIN_SECONDS &&
      this.lastTime > RESTART_WITHIN_SECONDS;
    if (backToStart) {
      // Repeat mode restarts without an 'ended' state: having been at the end is reaching it.
      if (this.atTheEnd(END_WITHIN_SECONDS)) this.reachedEnd = true;
      const finished = this.finish();
      this.startPlayback(sample.songId, sample.currentTime);
      return finished;
    }

    if (sample.status === 'playing' && step > 0 && step <= MAX_LISTENING_STEP_SECONDS) {
      this.listened += step;
      this.heard.add(this.lastTime, sample.currentTime);
    }
    this.lastTime = sample.currentTime;
    if (sample.status === 'ended') {
      this.reachedEnd = true;
      return this.finish();
    }
    return null;
  }

  /**
   * Ends the current playback now (the page goes, or stays hidden while paused): returns it
   * when it counted and was not reported yet. Listening on after this reports nothing more.
   */
  finish(): FinishedPlay | null {
    if (!this.songId || this.reported) return null;
    if (this.listened < PLAY_COUNTS_AFTER_SECONDS && !this.reachedEnd) return null;
    this.reported = true;
    const heard = this.heard.total();
    const seconds = this.duration > 0 ? Math.min(heard, this.duration) : heard;
    return { songId: this.songId, seconds: Math.round(seconds), completed: this.reachedEnd };
  }

  private atTheEnd(within: number): boolean {
    return this.duration > 0 && this.lastTime >= this.duration - within;
  }

  private startPlayback(songId: string | null, at: number) {
    this.songId = songId;
    this.listened = 0;
    this.heard = new HeardStretches();
    this.lastTime = at;
    this.duration = 0;
    this.reachedEnd = false;
    this.reported = false;
  }
}

/**
 * Songs played from a private share link (/s/) belong to someone else's account: their
 * listening goes to the link's receipts, never to the plays routes. Tracks carry `shared`;
 * an older kept track without it is known by its stream address.
 */
export function isSharedTrack(track: PlayerTrack): boolean {
  if ('shared' in track && track.shared === true) return true;
  return track.url.startsWith('/api/listen/');
}
