import { playlistFor, sameTrackIds, shuffleOrder } from './player-rules';
import type { PlayerTrack } from './player-types';

/** The list as the screen gave it, and the play order made from it (shuffled or not). */
export class PlaylistOrder {
  private source: PlayerTrack[] = [];

  constructor(private readonly random?: () => number) {}

  /**
   * Starts over `list` from `track`. Returns the play order, or null when it is the list
   * already playing: its (shuffled) order is then kept.
   */
  start(
    track: PlayerTrack,
    list: readonly PlayerTrack[],
    options: { shuffled: boolean; alreadyPlaylist: boolean },
  ): PlayerTrack[] | null {
    const playlist = playlistFor(track, list);
    const same = options.alreadyPlaylist && sameTrackIds(playlist, this.source);
    this.source = playlist;
    return same ? null : this.ordered(options.shuffled, track.id);
  }

  /** The play order: the source list, or a shuffle of it that starts with `firstId`. */
  ordered(shuffled: boolean, firstId: string | null): PlayerTrack[] {
    return shuffled ? shuffleOrder(this.source, firstId, this.random) : [...this.source];
  }

  clear() {
    this.source = [];
  }
}
