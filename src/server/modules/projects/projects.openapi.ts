import {
  createProjectSchema,
  listProjectsQuerySchema,
  projectIdParamsSchema,
  projectSchema,
  updateProjectSchema,
} from '../../../shared/schemas/projects.js';
import { docsFor, empty, json, jsonBody, page } from '../../lib/route-docs.js';

export const projectsRouteDocs = docsFor('projects', [
  {
    method: 'GET',
    path: '/api/projects',
    summary: 'The projects the active profile owns or works on',
    query: listProjectsQuerySchema,
    paged: true,
    answers: { 200: page(projectSchema, 'A page of projects', true) },
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/projects',
    summary: 'A new project',
    body: jsonBody(createProjectSchema),
    answers: { 201: json(projectSchema, 'Created') },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/projects/:id',
    summary: 'One project',
    params: projectIdParamsSchema,
    answers: { 200: json(projectSchema) },
    errors: [404],
  },
  {
    method: 'PATCH',
    path: '/api/projects/:id',
    summary: "Change a project's fields (the body is validated after access)",
    params: projectIdParamsSchema,
    body: jsonBody(updateProjectSchema),
    answers: { 200: json(projectSchema) },
    errors: [400, 404],
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id',
    summary: 'Delete a project and everything in it (owner only)',
    params: projectIdParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
]);
