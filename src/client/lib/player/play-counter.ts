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

/**
 * Tracks one playback at a time and says when it becomes a play: after 30 s of listening
 * (time actually played; seeking ahead does not count) or on reaching the end, whichever is
 * first. Each playback counts once; a new song, or the same song started again from the
 * beginning (repeat, play after the end), is a new playback.
 */
export class PlayCounter {
  private songId: string | null = null;
  private listened = 0;
  private lastTime = 0;
  private counted = false;

  /** Feeds the player's latest state; returns the song id to record a play for, or null. */
  observe(sample: PlaybackSample): string | null {
    if (sample.songId !== this.songId) {
      this.startPlayback(sample.songId, sample.currentTime);
      return null;
    }
    if (!sample.songId) return null;

    const step = sample.currentTime - this.lastTime;
    const backToStart =
      step < 0 &&
      sample.currentTime <= RESTART_WITHIN_SECONDS &&
      this.lastTime > RESTART_WITHIN_SECONDS;
    if (backToStart) {
      // Repeat mode restarts without an 'ended' state: having been at the end is reaching it.
      const wentRound =
        sample.duration > 0 && this.lastTime >= sample.duration - END_WITHIN_SECONDS;
      const finished = wentRound && !this.counted;
      this.startPlayback(sample.songId, sample.currentTime);
      return finished ? sample.songId : null;
    }

    if (sample.status === 'playing' && step > 0 && step <= MAX_LISTENING_STEP_SECONDS) {
      this.listened += step;
    }
    this.lastTime = sample.currentTime;
    if (this.counted) return null;
    if (this.listened >= PLAY_COUNTS_AFTER_SECONDS || sample.status === 'ended') {
      this.counted = true;
      return sample.songId;
    }
    return null;
  }

  private startPlayback(songId: string | null, at: number) {
    this.songId = songId;
    this.listened = 0;
    this.lastTime = at;
    this.counted = false;
  }
}

/**
 * Songs played from a share link (/listen) belong to someone else's account and their ids are
 * playlist-track ids: never reported. Tracks carry `shared` once the listen page sets it;
 * until then their stream address says so.
 */
export function isSharedTrack(track: PlayerTrack): boolean {
  if ('shared' in track && track.shared === true) return true;
  return track.url.startsWith('/api/listen/');
}
