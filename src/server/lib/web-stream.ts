import { finished, type Readable } from 'node:stream';

/**
 * `source`'s bytes as a Fetch API stream, each chunk handed on as the very Buffer it came in.
 * Node's `Readable.toWeb` copies every chunk (Node 24): for an upload that doubled the buffers
 * allocated outside V8's heap, and V8 answers that memory by marking its whole heap, so an 8 MiB
 * resumable chunk cost about one full collection (README, upload speed). One chunk is queued at
 * most; the source is paused until the reader asks for more. An ending, an error or a premature
 * close of `source` ends the stream as `Readable.toWeb` would, and cancelling it destroys
 * `source`.
 */
export function webStreamOf(source: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        source.pause();
        source.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) source.pause();
        });
        finished(source, (error) => {
          if (settled) return;
          settled = true;
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        source.resume();
      },
      cancel(reason) {
        settled = true;
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
