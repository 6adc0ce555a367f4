import { Transform, type PassThrough, type Readable } from 'node:stream';
import { StorageLimitError } from '../../storage/storage.js';

/**
 * Sits between an upload and storage. It passes at most `maxBytes` through (copying each chunk
 * to `side`, when given, so the file can be analysed as it streams in), and when the upload
 * goes over the limit or fails (client gone, broken multipart) it stops reading and *ends*
 * the stored file cleanly instead of erroring the storage write: the caller then deletes a
 * file that is fully closed. (Aborting a write stream mid-open can recreate the file after
 * its cleanup ran.) `failure` says why the file must not be kept.
 */
export class UploadGuard extends Transform {
  failure: Error | null = null;
  private received = 0;

  constructor(
    private readonly source: Readable,
    private readonly maxBytes: number,
    private readonly side?: PassThrough,
  ) {
    super();
    source.once('error', (error) => this.fail(error));
    source.once('close', () => {
      if (!source.readableEnded) this.fail(new Error('The upload ended before its last byte'));
    });
    source.pipe(this);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    if (this.failure) return done();
    this.received += chunk.length;
    if (this.received > this.maxBytes) {
      this.fail(new StorageLimitError(this.maxBytes));
      return done();
    }
    this.push(chunk);
    const side = this.side;
    if (!side || side.destroyed || side.writableEnded || side.write(chunk)) return done();
    // The analysis reads slower than the upload arrives: wait for it (or for it to stop).
    const resume = () => {
      side.off('drain', resume).off('close', resume);
      done();
    };
    side.on('drain', resume).on('close', resume);
  }

  override _flush(done: () => void): void {
    this.side?.end();
    done();
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.source.unpipe(this);
    this.source.destroy();
    this.side?.destroy();
    this.end();
  }
}
