import type { FastifyInstance } from 'fastify';
import { createAnalysisPool, type WorkerEvent } from '../../audio/analysis-pool.js';
import { projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { createSoundAnalyser } from '../audio-analysis/index.js';
import { audioUploadService, type AudioUploadService } from './audio-upload.service.js';
import { createFormatBackfill } from './format-backfill.js';
import { clientGone, finishRefusedUpload, uploadParts } from './multipart-parts.js';

/**
 * The one upload pipeline that both ways in share (POST /api/audio here, and the resumable
 * uploads), with its analysis pool, and the sound analyser that measures loudness, tempo and
 * key after each upload has answered (and, once after start-up, the files still pending: the
 * backfill, unless AUDIO_ANALYSIS_BACKFILL=off), and under the same switch the reading of the
 * format (container, sample rate, bit depth, channels) of files stored before the upload read
 * it. All are closed with the app.
 */
export function audioUploadPipeline(app: FastifyInstance): AudioUploadService {
  const { analysisWorkers, analysisIdleMs } = app.deps.config;
  const onWorkerEvent = (event: WorkerEvent, part: string) =>
    app.log.debug({ event, part }, 'audio analysis thread');
  const pool = createAnalysisPool({ size: analysisWorkers, idleMs: analysisIdleMs, onWorkerEvent });
  const analyser = createSoundAnalyser({
    db: app.deps.db,
    storage: app.deps.storage,
    repo: app.repositories.audioAnalysis,
    log: app.log,
    // Its own single worker (see createSoundAnalyser), ending after the same quiet time.
    pool: createAnalysisPool({
      size: 1,
      idleMs: analysisIdleMs,
      name: 'sound analysis thread',
      onWorkerEvent,
    }),
  });
  const formats = createFormatBackfill({
    storage: app.deps.storage,
    repo: app.repositories.audioFormat,
    log: app.log,
  });
  if (app.deps.config.audioAnalysisBackfill) {
    app.addHook('onReady', async () => {
      analyser.wake();
      formats.start();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all([pool.close(), analyser.close(), formats.close()]);
  });
  return audioUploadService({
    db: app.deps.db,
    storage: app.deps.storage,
    pool,
    repo: app.repositories.audio,
    analyser,
  });
}

/** POST /api/projects/{id}/audio (several files) and POST /api/audio (one file; the recorder). */
export function registerAudioUploadRoutes(app: FastifyInstance, uploads: AudioUploadService): void {
  app.post('/api/projects/:id/audio', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    try {
      const files = await uploads.upload(session, uploadParts(request), {
        projectId,
        signal: clientGone(reply),
      });
      return await reply.status(201).send(files);
    } catch (error) {
      await finishRefusedUpload(request, reply);
      throw error;
    }
  });

  app.post('/api/audio', async (request, reply) => {
    const session = requireUser(request);
    try {
      const [file] = await uploads.upload(session, uploadParts(request, 1), {
        signal: clientGone(reply),
      });
      return await reply.status(201).send(file);
    } catch (error) {
      await finishRefusedUpload(request, reply);
      throw error;
    }
  });
}
