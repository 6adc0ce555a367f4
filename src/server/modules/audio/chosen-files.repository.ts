import { asc, eq, inArray } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, projects } from '../../db/schema/index.js';
import { projectRoleOf } from '../../db/conditions/project-membership.js';

/** A chosen file with the facts the permission policy needs about it and its project. */
export interface ChosenFile {
  id: string;
  projectId: string;
  songId: string;
  isLatest: boolean;
  uploaderProfileId: string | null;
  title: string;
  filename: string;
  originalName: string;
  size: number;
  createdAt: Date;
  projectIsLibrary: boolean;
  projectOwnerId: string;
  /** The caller's role in the file's project; null when the caller may not see it. */
  role: ProjectRole | null;
}

const chosenColumns = (viewerId: string) => ({
  id: audioFiles.id,
  projectId: audioFiles.projectId,
  songId: audioFiles.songId,
  isLatest: audioFiles.isLatest,
  uploaderProfileId: audioFiles.uploaderProfileId,
  title: audioFiles.title,
  filename: audioFiles.filename,
  originalName: audioFiles.originalName,
  size: audioFiles.size,
  createdAt: audioFiles.createdAt,
  projectIsLibrary: projects.isLibrary,
  projectOwnerId: projects.ownerProfileId,
  role: projectRoleOf(viewerId),
});

/** The files a request names, with the caller's role in each one's project (one statement). */
const chosen = (db: DbExecutor, viewerId: string, ids: readonly string[]) =>
  db
    .select(chosenColumns(viewerId))
    .from(audioFiles)
    .innerJoin(projects, eq(projects.id, audioFiles.projectId))
    .where(inArray(audioFiles.id, [...ids]))
    .orderBy(asc(audioFiles.id));

/** The files a request names, to read (a download): no lock. */
export async function readChosenFiles(
  db: DbExecutor,
  viewerId: string,
  ids: readonly string[],
): Promise<ChosenFile[]> {
  return ids.length === 0 ? [] : chosen(db, viewerId, ids);
}

/**
 * The files a request names (one, or a bulk request's ids), locked for the rest of the
 * transaction so the checks made on them still hold when the change is written. Locked in id
 * order, so two requests naming the same files queue instead of deadlocking. One statement
 * whatever the count (at most AUDIO_BULK_MAX ids).
 */
export async function lockChosenFiles(
  tx: DbExecutor,
  viewerId: string,
  ids: readonly string[],
): Promise<ChosenFile[]> {
  return ids.length === 0 ? [] : chosen(tx, viewerId, ids).for('update', { of: audioFiles });
}
