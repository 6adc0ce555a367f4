import { z } from 'zod';
import type {
  createProjectSchema,
  ListProjectsQuery,
  Project,
  ProjectSort,
  updateProjectSchema,
} from '../../../shared/schemas/projects.js';
import { can } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { publishProjectChange } from '../../db/project-events.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import {
  cursorValues,
  decodeCursor,
  type Page,
  pageFrom,
  pageReadSize,
} from '../../lib/pagination.js';
import type { Storage } from '../../storage/storage.js';
import { requireProjectRole } from './project-access.js';
import { projectMemberIds } from './project-access.repository.js';
import { presentProject } from './present-project.js';
import type { ProjectListFilter, ProjectListRepository } from './project-list.repository.js';
import type { ProjectChanges, ProjectsRepository } from './projects.repository.js';

export type CreateProject = z.infer<typeof createProjectSchema>;
export type UpdateProject = z.infer<typeof updateProjectSchema>;

/**
 * A page of projects ends with the order's name and the last one's (is library, sort column as
 * text, id): a cursor of another order is refused (400), not misread.
 */
const projectCursor = (sort: ProjectSort) =>
  z.tuple([
    z.literal(sort),
    z.boolean(),
    sort === 'title' ? z.string().max(1000) : cursorValues.timestamp,
    cursorValues.uuid,
  ]);

export const LIBRARY_CANNOT_BE_RENAMED = 'My Library cannot be renamed';
export const LIBRARY_CANNOT_BE_DELETED = 'My Library cannot be deleted';

/** Project rules: who may see, edit and delete which project (DESIGN §5). */
export function projectsService(deps: {
  db: Database;
  repo: ProjectsRepository;
  listRepo: ProjectListRepository;
  storage: Storage;
  /** A stored file that could not be removed after its project was deleted (logged, not fatal). */
  onFileDeleteError?: (filename: string, error: unknown) => void;
}) {
  const { db, repo, listRepo, storage } = deps;

  async function summary(projectId: string, profileId: string) {
    const row = await repo.findSummary(projectId, profileId);
    if (!row) throw notFound('Project not found');
    return row;
  }

  return {
    /**
     * A page of the projects the profile can see, narrowed and ordered as the query asks (the
     * latest changed first by default), the library first. The first page also counts them all.
     */
    async page(
      profileId: string,
      query: Pick<ListProjectsQuery, 'q' | 'folderId' | 'sort' | 'status' | 'scope'>,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Project>> {
      const filter: ProjectListFilter = {
        sort: query.sort ?? 'updated',
        scope: query.scope ?? 'all',
        q: query.q,
        status: query.status,
        folderId: query.folderId,
      };
      const after = cursor ? decodeCursor(cursor, projectCursor(filter.sort)) : null;
      const rows = await listRepo.listPage(
        profileId,
        filter,
        after && [after[1], after[2], after[3]],
        pageReadSize(limit),
      );
      const page = pageFrom(
        rows,
        limit,
        (row) => [filter.sort, row.project.isLibrary, row.sortKey, row.project.id],
        (row) => presentProject(row, row.role),
      );
      return cursor ? page : { ...page, total: await listRepo.count(profileId, filter) };
    },

    /** A new draft project owned by the profile. */
    async create(profileId: string, input: CreateProject): Promise<Project> {
      const project = await repo.insert({
        ownerProfileId: profileId,
        title: input.title,
        description: input.description,
        genre: input.genre ?? null,
      });
      return presentProject(await summary(project.id, profileId), 'owner');
    },

    /** One project for anyone who may see it. */
    async get(profileId: string, projectId: string): Promise<Project> {
      const { role } = await requireProjectRole(db, profileId, projectId, 'project.see');
      return presentProject(await summary(projectId, profileId), role);
    },

    /** Owner only; the library keeps its title (it is the default home of uploads). */
    async update(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<UpdateProject>,
    ): Promise<Project> {
      const { project, role } = await requireProjectRole(db, profileId, projectId, 'project.edit');
      const input = body();
      const renaming = input.title !== undefined && input.title !== project.title;
      if (renaming && !can(role, 'project.rename', { isLibrary: project.isLibrary })) {
        throw badRequest(LIBRARY_CANNOT_BE_RENAMED, { title: LIBRARY_CANNOT_BE_RENAMED });
      }
      const changes: ProjectChanges = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined) changes.description = input.description;
      if (input.genre !== undefined) changes.genre = input.genre;
      if (input.status !== undefined) changes.status = input.status;
      if (input.membersMayShare !== undefined) changes.membersMayShare = input.membersMayShare;
      await repo.update(projectId, changes);
      await publishProjectChange(db, projectId, { kind: 'project' });
      return presentProject(await summary(projectId, profileId), role);
    },

    /**
     * Owner only; never the library. Rows go first (one transaction), then the files: a file
     * left behind by a failed delete is only wasted space, while a row without its file
     * would be a broken song.
     */
    async remove(profileId: string, projectId: string): Promise<void> {
      const { project, role } = await requireProjectRole(
        db,
        profileId,
        projectId,
        'project.delete',
      );
      if (!can(role, 'project.delete', { isLibrary: project.isLibrary })) {
        throw badRequest(LIBRARY_CANNOT_BE_DELETED);
      }
      // Once deleted, the project has no members to tell: they are named beforehand.
      const members = await projectMemberIds(db, projectId);
      const filenames = await repo.deleteWithAudio(projectId);
      await publishProjectChange(db, projectId, { kind: 'project', tell: members });
      await Promise.all(
        filenames.map(async (filename) => {
          try {
            await storage.delete(filename);
          } catch (error) {
            deps.onFileDeleteError?.(filename, error);
          }
        }),
      );
    },
  };
}
export type ProjectsService = ReturnType<typeof projectsService>;
