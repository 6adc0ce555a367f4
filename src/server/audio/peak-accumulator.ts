import { PEAK_COUNT } from '../../shared/constants.js';

/** Upper bound on the blocks kept in memory, whatever the length of the audio. */
const MAX_BLOCKS = 1 << 16;

/**
 * Builds a waveform from audio that arrives in pieces, in bounded memory: it keeps the largest
 * amplitude of each block of frames, and when the blocks fill up it merges neighbours and
 * doubles the block length. Short audio keeps one block per frame (exact peaks); an hour of
 * audio keeps 65,536 blocks, far finer than any waveform we draw.
 */
export class PeakAccumulator {
  private readonly blocks = new Float32Array(MAX_BLOCKS);
  private blockCount = 0;
  private framesPerBlock = 1;
  private current = 0;
  private framesInCurrent = 0;
  /** Frames seen so far (a frame is one sample of every channel). */
  frames = 0;

  /** Adds one frame, given as the largest absolute sample over its channels. */
  addFrame(amplitude: number): void {
    if (amplitude > this.current) this.current = amplitude;
    this.frames += 1;
    this.framesInCurrent += 1;
    if (this.framesInCurrent === this.framesPerBlock) this.closeBlock();
  }

  /** Frames the open block can still take (see addFrames). */
  roomInBlock(): number {
    return this.framesPerBlock - this.framesInCurrent;
  }

  /**
   * Adds `count` frames at once (at most roomInBlock()) given the loudest sample among them:
   * lets readers find maxima in tight loops instead of calling addFrame per frame.
   */
  addFrames(amplitude: number, count: number): void {
    if (amplitude > this.current) this.current = amplitude;
    this.frames += count;
    this.framesInCurrent += count;
    if (this.framesInCurrent === this.framesPerBlock) this.closeBlock();
  }

  /** Adds decoded audio: one Float32Array per channel, all of the same length. */
  addChannels(channels: readonly Float32Array[]): void {
    const length = channels[0]?.length ?? 0;
    for (let start = 0; start < length;) {
      const end = Math.min(length, start + this.roomInBlock());
      let amplitude = 0;
      for (const channel of channels) {
        for (let i = start; i < end; i += 1) {
          const sample = channel[i]!;
          const magnitude = sample < 0 ? -sample : sample;
          if (magnitude > amplitude) amplitude = magnitude;
        }
      }
      this.addFrames(amplitude, end - start);
      start = end;
    }
  }

  /** The waveform: `count` values in 0..1, each the loudest moment of its slice of the audio. */
  peaks(count = PEAK_COUNT): number[] {
    const blocks = Array.from(this.blocks.subarray(0, this.blockCount));
    if (this.framesInCurrent > 0) blocks.push(this.current);
    const peaks: number[] = [];
    for (let slice = 0; slice < count; slice += 1) {
      const start = Math.floor((slice * blocks.length) / count);
      const end = Math.max(start + 1, Math.floor(((slice + 1) * blocks.length) / count));
      let peak = 0;
      for (let i = start; i < end && i < blocks.length; i += 1) peak = Math.max(peak, blocks[i]!);
      peaks.push(Math.round(Math.min(1, peak) * 10_000) / 10_000);
    }
    return peaks;
  }

  private closeBlock(): void {
    if (this.blockCount === MAX_BLOCKS) {
      this.mergeBlocks();
      // The open block is now half of a (longer) block: keep filling it.
      return;
    }
    this.blocks[this.blockCount] = this.current;
    this.blockCount += 1;
    this.current = 0;
    this.framesInCurrent = 0;
  }

  // Halves the resolution so memory stays fixed; runs log2(frames / MAX_BLOCKS) times in all.
  private mergeBlocks(): void {
    const half = this.blockCount / 2;
    for (let i = 0; i < half; i += 1) {
      this.blocks[i] = Math.max(this.blocks[2 * i]!, this.blocks[2 * i + 1]!);
    }
    this.blockCount = half;
    this.framesPerBlock *= 2;
  }
}
