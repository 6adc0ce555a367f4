import { setTimeout as sleep } from 'node:timers/promises';
import type { Upload } from '@tus/server';
import { resumableUploadMetadataSchema } from '../../../shared/schemas/resumable-uploads.js';
import type { ResumableAnswer } from '../../db/schema/index.js';
import { HttpError, conflict, notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import type { Storage } from '../../storage/storage.js';
import { type AudioUploadService, type UploadPart, AUDIO_FIELD } from '../audio-uploads/index.js';
import {
  RESUMABLE_NOT_COMPLETE,
  RESUMABLE_NOT_FOUND,
  RESUMABLE_STILL_FINISHING,
} from './resumable-errors.js';
import type { LiveAnalyses } from './live-analysis.js';
import type { ResumableStore } from './resumable-store.js';
import {
  STALLED_FINISH_MS,
  type ResumableUploadsRepository,
} from './resumable-uploads.repository.js';

/** How long a request waits for another request's finishing before saying "ask again". */
const WAIT_FOR_FINISH_MS = 2 * 60 * 1000;
const POLL_MS = 250;

/** The song a finished upload answered; a failed one's refusal is thrown again. */
export function songOf(answer: ResumableAnswer): unknown {
  if ('song' in answer) return answer.song;
  throw new HttpError(answer.status, answer.message, answer.fieldErrors);
}

/**
 * Finishing a resumable upload whose last byte is in: the file goes through the one upload
 * pipeline once, whoever asks (the last PATCH, a PATCH sent again, GET of the upload), and what
 * it answered is kept (resumable_uploads.answer) so that a client whose answer was lost gets the
 * same song instead of uploading the file again. The finishing does not stop when the client
 * leaves: every byte is in, so a dropped connection must not send the person back to zero.
 */
export function resumableFinisher(deps: {
  records: ResumableUploadsRepository;
  uploads: AudioUploadService;
  store: ResumableStore;
  storage: Storage;
  live: Pick<LiveAnalyses, 'take'>;
}) {
  const { records, uploads, store, storage, live } = deps;
  /** Finishings this process runs, so its own waiting requests need not poll. */
  const running = new Map<string, Promise<ResumableAnswer>>();

  /**
   * The finished file as the pipeline takes parts: its title first, when given. The file is
   * read once (sniffing, analysis; only its head when it was analysed as its chunks came in)
   * and then adopted where it lies (a link on disk, a copy inside the object store), never
   * written to storage a second time.
   */
  async function* finishedParts(upload: Upload): AsyncGenerator<UploadPart> {
    const metadata = parseInput(resumableUploadMetadataSchema, upload.metadata ?? {});
    if (metadata.title) yield { kind: 'field', name: 'title', value: metadata.title };
    const analysed = (await live.take(upload.id, upload.size)) ?? undefined;
    yield {
      kind: 'file',
      field: AUDIO_FIELD,
      filename: metadata.filename,
      stream: await store.readFinished(upload.id),
      adopt: (key) => storage.adoptResumable(upload.id, key),
      analysed,
    };
  }

  /**
   * Runs the pipeline and keeps its answer. A refusal (4xx: not audio, over the quota) is an
   * answer too; a fault or an unavailable storage (5xx) is not kept, and the upload is gone.
   */
  async function runPipeline(upload: Upload, caller: { profileId: string }) {
    let answer: ResumableAnswer;
    try {
      const metadata = parseInput(resumableUploadMetadataSchema, upload.metadata ?? {});
      const [song] = await uploads.upload(caller, finishedParts(upload), {
        projectId: metadata.projectId,
      });
      answer = { status: 200, song };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) {
        await records.remove(upload.id);
        throw error;
      }
      answer = { status: error.statusCode, message: error.message };
      if (error.fieldErrors) answer.fieldErrors = error.fieldErrors;
    } finally {
      await store.remove(upload.id).catch(() => undefined);
    }
    await records.settle(upload.id, 'song' in answer ? 'finished' : 'failed', answer);
    return answer;
  }

  /** Finishes `upload` (all its bytes in) unless another request does: then waits for it. */
  async function finish(upload: Upload, caller: { profileId: string }): Promise<ResumableAnswer> {
    const mine = running.get(upload.id);
    if (mine) return mine;
    if (!(await records.claimFinish(upload.id))) return answerOf(upload.id, caller);
    const run = runPipeline(upload, caller).finally(() => running.delete(upload.id));
    running.set(upload.id, run);
    return run;
  }

  /** Finishes upload `id` if every byte is in; 409 if not, 404 if its bytes are gone. */
  async function finishIfComplete(id: string, caller: { profileId: string }) {
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload) {
      await records.remove(id);
      throw notFound(RESUMABLE_NOT_FOUND);
    }
    if (upload.size === undefined || upload.offset < upload.size) {
      throw conflict(RESUMABLE_NOT_COMPLETE);
    }
    return finish(upload, caller);
  }

  /**
   * What upload `id` answered, waiting (up to two minutes) while another request finishes it; a
   * finishing whose process died (no answer after STALLED_FINISH_MS) is taken over.
   */
  async function answerOf(id: string, caller: { profileId: string }): Promise<ResumableAnswer> {
    const deadline = Date.now() + WAIT_FOR_FINISH_MS;
    for (;;) {
      const mine = running.get(id);
      if (mine) return mine;
      const row = await records.find(id);
      if (!row) throw notFound(RESUMABLE_NOT_FOUND);
      if (row.answer) return row.answer;
      const stalled = Date.now() - row.updatedAt.getTime() > STALLED_FINISH_MS;
      if (row.state === 'open' || stalled) return finishIfComplete(id, caller);
      if (Date.now() > deadline) {
        throw new HttpError(503, RESUMABLE_STILL_FINISHING, undefined, undefined, 5);
      }
      await sleep(POLL_MS);
    }
  }

  return { finish, finishIfComplete, answerOf };
}
export type ResumableFinisher = ReturnType<typeof resumableFinisher>;
