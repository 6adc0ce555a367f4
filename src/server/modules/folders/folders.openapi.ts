import {
  createFolderSchema,
  fileProjectSchema,
  folderIdParamsSchema,
  folderSchema,
  listFoldersQuerySchema,
  projectFolderSchema,
  renameFolderSchema,
} from '../../../shared/schemas/folders.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { docsFor, empty, json, jsonBody, page } from '../../lib/route-docs.js';

export const foldersRouteDocs = docsFor('folders', [
  {
    method: 'GET',
    path: '/api/folders',
    summary: "The active profile's project folders",
    query: listFoldersQuerySchema,
    paged: true,
    answers: { 200: page(folderSchema) },
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/folders',
    summary: 'A new folder',
    body: jsonBody(createFolderSchema),
    answers: { 201: json(folderSchema, 'Created') },
    errors: [400, 409],
  },
  {
    method: 'PATCH',
    path: '/api/folders/:id',
    summary: 'Rename a folder',
    params: folderIdParamsSchema,
    body: jsonBody(renameFolderSchema),
    answers: { 200: json(folderSchema) },
    errors: [400, 404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/folders/:id',
    summary: 'Delete a folder (its projects become unfiled)',
    params: folderIdParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/projects/:id/folder',
    summary: "File a project in one of the caller's folders, or unfile it",
    params: projectIdParamsSchema,
    body: jsonBody(fileProjectSchema),
    answers: { 200: json(projectFolderSchema) },
    errors: [400, 404],
  },
]);
