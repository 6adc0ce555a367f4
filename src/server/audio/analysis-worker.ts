// Runs in a worker thread (see analysis-worker.mjs): decoding and peak finding are CPU work
// that would otherwise stall every request the server is handling.
import { parentPort } from 'node:worker_threads';
import type { AnalysisJob, FromWorker, ToWorker } from './analysis-protocol.js';
import { decodeAudio, measureDuration, UndecodableAudioError } from './audio-analysis.js';
import { measureSound } from './measure-sound.js';

if (!parentPort) throw new Error('analysis-worker must run in a worker thread');
const port = parentPort;
const send = (message: FromWorker) => port.postMessage(message);

/**
 * Chunks posted by the main thread, handed to the decoder in order. Pulling a chunk
 * acknowledges it (the main thread may send another); when the decoder keeps no reference to
 * the bytes it was given (our WAV reader copies what it keeps), the previous chunk's buffer
 * goes back with that acknowledgement to be filled again.
 */
class ChunkQueue implements AsyncIterable<Uint8Array> {
  private readonly chunks: Uint8Array[] = [];
  private ended = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly id: number,
    private readonly recycle: boolean,
  ) {}

  push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    let previous: Uint8Array | undefined;
    for (;;) {
      const next = this.chunks.shift();
      if (next) {
        if (this.recycle && previous) {
          port.postMessage({ kind: 'ack', id: this.id, recycled: previous } satisfies FromWorker, [
            previous.buffer as ArrayBuffer,
          ]);
        } else {
          send({ kind: 'ack', id: this.id });
        }
        previous = next;
        yield next;
      } else if (this.ended) {
        return;
      } else {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
      }
    }
  }
}

let current: { job: AnalysisJob; queue: ChunkQueue } | null = null;

async function run(job: AnalysisJob, queue: ChunkQueue): Promise<FromWorker> {
  try {
    if (job.mode === 'decode') {
      return { kind: 'done', id: job.id, result: await decodeAudio(queue, job) };
    }
    if (job.mode === 'sound') {
      return { kind: 'sound', id: job.id, figures: await measureSound(queue, job) };
    }
    const duration = await measureDuration(queue, job);
    if (duration === null) return { kind: 'unreadable', id: job.id, reason: 'No duration found' };
    return { kind: 'done', id: job.id, result: { duration, peaks: [] } };
  } catch (error) {
    if (error instanceof UndecodableAudioError) {
      return { kind: 'unreadable', id: job.id, reason: error.message };
    }
    throw error;
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'start') {
    const { job } = message;
    const entry = {
      job,
      queue: new ChunkQueue(job.id, job.mode !== 'measure' && job.ext === 'wav'),
    };
    current = entry;
    void run(entry.job, entry.queue).then((outcome) => {
      if (current === entry) current = null;
      send(outcome);
    });
    return;
  }
  // Chunks of a job that already finished (the main thread had them in flight) are dropped.
  if (current?.job.id !== message.id) return;
  if (message.kind === 'chunk') current.queue.push(message.bytes);
  else current.queue.end();
});
