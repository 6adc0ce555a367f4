// A few real audio files, uploaded through the upload service (sniffed, streamed to storage,
// analysed in the worker pool, recorded) into the heavy user's "Real files" project, so the
// player, downloads and Range reads have real bytes to serve. Idempotent: files already there
// by name are skipped.
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { createAnalysisPool } from '../../src/server/audio/analysis-pool.js';
import type { Database } from '../../src/server/db/client.js';
import { audioFiles, projects } from '../../src/server/db/schema/index.js';
import {
  audioUploadService,
  type UploadPart,
} from '../../src/server/modules/audio-uploads/audio-upload.service.js';
import { audioRepository } from '../../src/server/modules/audio/audio.repository.js';
import type { Storage } from '../../src/server/storage/storage.js';
import { REAL_FILES_PROJECT } from './sizes.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const AUDIO_EXTENSIONS = /\.(wav|mp3|flac|ogg|opus|webm|m4a)$/i;
const MAX_FILES = 8;

/**
 * Where the real files come from: SEED_FIXTURES_DIR, else the shared fixtures folder beside the
 * repository when there is one, else the repository's committed test fixtures (7 formats).
 */
function fixturesDir(): string {
  const candidates = [
    process.env.SEED_FIXTURES_DIR,
    path.resolve(ROOT, '../shared/fixtures'),
    path.join(ROOT, 'tests/fixtures/audio'),
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(dir))!;
}

async function* onePart(file: string): AsyncIterable<UploadPart> {
  yield {
    kind: 'file',
    field: 'audio',
    filename: path.basename(file),
    stream: createReadStream(file),
  };
}

/** Uploads the fixtures missing from the heavy user's real-files project; returns the count there. */
export async function seedRealFiles(
  deps: { db: Database; storage: Storage },
  heavyProfileId: string,
): Promise<{ files: number; uploaded: number; from: string }> {
  const [project] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerProfileId, heavyProfileId), eq(projects.title, REAL_FILES_PROJECT)))
    .limit(1);
  if (!project) throw new Error(`The heavy user has no "${REAL_FILES_PROJECT}" project`);
  const present = new Set(
    (
      await deps.db
        .select({ name: audioFiles.originalName })
        .from(audioFiles)
        .where(eq(audioFiles.projectId, project.id))
    ).map((row) => row.name),
  );
  const from = fixturesDir();
  const names = (await readdir(from)).filter((name) => AUDIO_EXTENSIONS.test(name)).sort();
  const missing = names.slice(0, MAX_FILES).filter((name) => !present.has(name));
  if (missing.length > 0) {
    const pool = createAnalysisPool({ size: 1 });
    try {
      // Loudness, tempo and key are left pending: the server's start-up backfill measures them.
      const analyser = { wake: () => {} };
      const uploads = audioUploadService({
        ...deps,
        pool,
        repo: audioRepository(deps.db),
        analyser,
      });
      for (const name of missing) {
        await uploads.upload({ profileId: heavyProfileId }, onePart(path.join(from, name)), {
          projectId: project.id,
        });
      }
    } finally {
      await pool.close();
    }
  }
  return { files: present.size + missing.length, uploaded: missing.length, from };
}
