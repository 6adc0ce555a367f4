import type { FastifyBaseLogger } from 'fastify';
import type { AudioAnalysis } from '../../../shared/schemas/audio-analysis.js';
import { createAnalysisPool, type AnalysisPool } from '../../audio/analysis-pool.js';
import type { Database } from '../../db/client.js';
import { runInBackground } from '../../db/work-owner.js';
import type { Storage } from '../../storage/storage.js';
import { publishProjectChange } from '../notifications/index.js';
import type { AudioAnalysisRepository, PendingAudio } from './audio-analysis.repository.js';

/** Files read per look-up; the work itself is one file at a time. */
const BATCH = 4;

export interface SoundAnalyserDeps {
  db: Database;
  storage: Storage;
  repo: AudioAnalysisRepository;
  log: FastifyBaseLogger;
  /** Tests hand their own; by default one worker of its own (see below). */
  pool?: AnalysisPool;
}

/**
 * Measures loudness, true peak, tempo and key of stored files after their upload has answered
 * (decision 030), and the files stored before the measure existed (the backfill), one file at a
 * time in a pool of ONE worker of its own: the upload pool stays free for the uploads, whose
 * answer waits for their duration and waveform, so a long measure never delays an upload and
 * never takes more than one core. The work list is the database (files whose state is
 * 'pending', newest first), so the analyser is resumable: a restart, a crash or another server
 * process leaves nothing half-known. Each result is published as a project change (kind
 * 'audio'), so open pages refetch and show the figures without a reload.
 */
export function createSoundAnalyser(deps: SoundAnalyserDeps) {
  const { db, storage, repo, log } = deps;
  const pool = deps.pool ?? createAnalysisPool({ size: 1 });
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function measure(file: PendingAudio): Promise<void> {
    const ext = file.filename.split('.').pop() ?? '';
    const job = { mode: 'sound' as const, ext, mimeType: file.mimeType, size: file.size };
    let state: 'done' | 'failed' | 'undecodable';
    let analysis: AudioAnalysis | null = null;
    try {
      const outcome = await pool.run(job, storage.get(file.filename));
      if (outcome.kind === 'sound') {
        state = 'done';
        analysis = outcome.figures;
      } else {
        state = 'undecodable';
      }
    } catch (error) {
      if (stopped) return; // the app is closing: the file stays pending for the next start
      log.warn({ err: error, audioId: file.id }, 'audio analysis failed');
      state = 'failed';
    }
    if (stopped) return;
    const projectId = await repo.saveResult(file.id, state, analysis);
    if (projectId) await publishProjectChange(db, projectId, { kind: 'audio', ids: [file.id] });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let files = await repo.nextPending(BATCH); files.length > 0 && !stopped;) {
        for (const file of files) {
          if (stopped) return;
          await measure(file);
        }
        files = stopped ? [] : await repo.nextPending(BATCH);
      }
    } while (again && !stopped);
  }

  return {
    /**
     * Looks for pending files and measures them all (an upload just stored one, or the server
     * started). Returns at once; a call while the analyser runs makes it look again after.
     */
    wake(): void {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      // Woken by an upload, it measures every account's files: in no request's turns.
      running = runInBackground(drain)
        .catch((error: unknown) => {
          if (!stopped)
            log.warn({ err: error }, 'audio analysis stopped; the next upload resumes it');
        })
        .finally(() => {
          running = null;
        });
    },

    /** Settles once nothing is being measured (tests wait for a result with it). */
    async idle(): Promise<void> {
      while (running) await running;
    },

    /** Stops measuring (a file in progress stays pending) and ends the worker. */
    async close(): Promise<void> {
      stopped = true;
      await pool.close();
      await running;
    },
  };
}
export type SoundAnalyser = ReturnType<typeof createSoundAnalyser>;
