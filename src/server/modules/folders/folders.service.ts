import { z } from 'zod';
import {
  FOLDER_NAME_IN_USE,
  FOLDER_NOT_FOUND,
  FOLDERS_PER_PROFILE_MAX,
  TOO_MANY_FOLDERS,
  type Folder,
  type ProjectFolder,
} from '../../../shared/schemas/folders.js';
import type { Database } from '../../db/client.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import {
  cursorValues,
  decodeCursor,
  type Page,
  pageFrom,
  pageReadSize,
} from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { requireProjectRole } from '../projects/index.js';
import type { FolderListRow, FoldersRepository } from './folders.repository.js';

/** A page of folders ends with the last one's lower-cased name and id. */
const folderCursor = z.tuple([z.string().max(400), cursorValues.uuid]);

/** PostgreSQL's foreign_key_violation (Drizzle may wrap the driver's error in `cause`). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Object; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const nameTaken = () => new HttpError(409, FOLDER_NAME_IN_USE, { name: FOLDER_NAME_IN_USE });

export function presentFolder(row: FolderListRow): Folder {
  return {
    id: row.id,
    name: row.name,
    projectCount: row.projectCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A profile's folders of projects (issue 16 item 4). A folder is its profile's alone: another
 * profile's is "not found" (never "forbidden"), and filing a project needs only that the caller
 * can see the project (policy action project.fileInFolder).
 */
export function foldersService(deps: { db: Database; repo: FoldersRepository }) {
  const { db, repo } = deps;

  async function read(profileId: string, folderId: string): Promise<Folder> {
    const row = await repo.findOwned(profileId, folderId);
    if (!row) throw notFound(FOLDER_NOT_FOUND);
    return presentFolder(row);
  }

  /** Runs a write that may hit the one-name-per-profile index, turning that into a 409. */
  async function uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    read,

    /** A page of the profile's folders by name; the first page also counts them all. */
    async page(profileId: string, cursor: string | null, limit: number): Promise<Page<Folder>> {
      const after = cursor ? decodeCursor(cursor, folderCursor) : null;
      const rows = await repo.listPage(profileId, after, pageReadSize(limit));
      const page = pageFrom(rows, limit, (row) => [row.nameKey, row.id], presentFolder);
      return cursor ? page : { ...page, total: await repo.countOwned(profileId) };
    },

    async create(profileId: string, name: string): Promise<Folder> {
      // A cap, so a script cannot grow one profile's folder list (and its counts) without end.
      if ((await repo.countOwned(profileId)) >= FOLDERS_PER_PROFILE_MAX) {
        throw conflict(TOO_MANY_FOLDERS);
      }
      const folder = await uniquely(() => repo.insert(profileId, name));
      return read(profileId, folder.id);
    },

    async rename(profileId: string, folderId: string, name: string): Promise<Folder> {
      const renamed = await uniquely(() => repo.rename(profileId, folderId, name));
      if (!renamed) throw notFound(FOLDER_NOT_FOUND);
      return read(profileId, folderId);
    },

    /** Deletes the folder; its projects stay where they are, filed in no folder. */
    async remove(profileId: string, folderId: string): Promise<void> {
      if (!(await repo.delete(profileId, folderId))) throw notFound(FOLDER_NOT_FOUND);
    },

    /**
     * Files a project the caller can see in one of the caller's folders, or in none (null).
     * The project is checked first (404 for a project the caller cannot see), then the folder.
     */
    async file(
      profileId: string,
      projectId: string,
      body: () => { folderId: string | null },
    ): Promise<ProjectFolder> {
      await requireProjectRole(db, profileId, projectId, 'project.fileInFolder');
      const { folderId } = body();
      if (folderId === null) {
        await repo.unplace(profileId, projectId);
        return { projectId, folderId: null };
      }
      if (!(await repo.findOwned(profileId, folderId))) throw notFound(FOLDER_NOT_FOUND);
      try {
        await repo.place(profileId, projectId, folderId);
      } catch (error) {
        // The folder (or the project) was deleted between the check and the write.
        if (isForeignKeyViolation(error)) throw notFound(FOLDER_NOT_FOUND);
        throw error;
      }
      return { projectId, folderId };
    },
  };
}
export type FoldersService = ReturnType<typeof foldersService>;
