import type { FastifyInstance } from 'fastify';
import {
  createFolderSchema,
  fileProjectSchema,
  FOLDER_NOT_FOUND,
  folderIdParamsSchema,
  listFoldersQuerySchema,
  renameFolderSchema,
} from '../../../shared/schemas/folders.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseAfterAccess, parseInput, projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { foldersService } from './folders.service.js';

/** /api/folders and PUT /api/projects/{id}/folder: the active profile's folders of projects. */
export async function foldersRoutes(app: FastifyInstance): Promise<void> {
  const service = foldersService({ db: app.deps.db, repo: app.repositories.folders });
  const folderId = (params: unknown) => idParam(folderIdParamsSchema, params, FOLDER_NOT_FOUND);

  // Not in the spec's call tables: one page (100 folders unless asked), never the whole list.
  app.get('/api/folders', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(listFoldersQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/folders', async (request, reply) => {
    const session = requireUser(request);
    const { name } = parseInput(createFolderSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, name));
  });

  app.patch('/api/folders/:id', async (request) => {
    const session = requireUser(request);
    const id = folderId(request.params);
    const { name } = parseInput(renameFolderSchema, request.body);
    return service.rename(session.profileId, id, name);
  });

  app.delete('/api/folders/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, folderId(request.params));
    return reply.code(204).send();
  });

  // Project-scoped: the project is checked before the body is read (DESIGN §8).
  app.put('/api/projects/:id/folder', async (request) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const body = parseAfterAccess(fileProjectSchema, request.body);
    return service.file(session.profileId, projectId, body);
  });
}
