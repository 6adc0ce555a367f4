/** Bytes per message to the analysis worker: few messages, little memory. */
export const MESSAGE_BYTES = 256 * 1024;
/** Messages posted but not yet read by the worker; with MESSAGE_BYTES, 1 MiB in flight at most. */
export const MAX_BUFFERS_IN_FLIGHT = 4;

/**
 * Packs a stream's chunks (64 KiB reads from storage) into fixed-size buffers that can be
 * transferred to the worker thread without copying, and takes back the ones the worker is done
 * with, so a file of any size cycles through the same few buffers instead of leaving hundreds
 * of megabytes of garbage behind.
 */
export class BufferPacker {
  private readonly spare: ArrayBuffer[] = [];
  private current: Uint8Array | null = null;
  private filled = 0;

  /** Copies `chunk` in; yields each buffer as it fills up (the caller transfers it). */
  *add(chunk: Uint8Array): Generator<Uint8Array> {
    for (let offset = 0; offset < chunk.length;) {
      this.current ??= new Uint8Array(this.spare.pop() ?? new ArrayBuffer(MESSAGE_BYTES));
      const count = Math.min(chunk.length - offset, MESSAGE_BYTES - this.filled);
      this.current.set(chunk.subarray(offset, offset + count), this.filled);
      this.filled += count;
      offset += count;
      if (this.filled === MESSAGE_BYTES) yield this.take();
    }
  }

  /** The last, partly filled buffer, if any. */
  flush(): Uint8Array | null {
    return this.filled > 0 ? this.take() : null;
  }

  /** A buffer the worker handed back, ready for reuse. */
  recycle(buffer: ArrayBuffer): void {
    if (buffer.byteLength === MESSAGE_BYTES && this.spare.length < MAX_BUFFERS_IN_FLIGHT) {
      this.spare.push(buffer);
    }
  }

  private take(): Uint8Array {
    const full = this.current!.subarray(0, this.filled);
    this.current = null;
    this.filled = 0;
    return full;
  }
}
