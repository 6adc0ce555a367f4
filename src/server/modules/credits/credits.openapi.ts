import {
  createCreditSchema,
  creditIdParamsSchema,
  creditSchema,
  creditsQuerySchema,
  creditsSummarySchema,
  updateCreditSchema,
} from '../../../shared/schemas/credits.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { docsFor, empty, json, jsonBody, page } from '../../lib/route-docs.js';

export const creditsRouteDocs = docsFor('credits', [
  {
    method: 'GET',
    path: '/api/projects/:id/credits',
    summary: "A project's credits",
    params: projectIdParamsSchema,
    query: creditsQuerySchema,
    paged: true,
    answers: { 200: page(creditSchema, 'A page of credits', true) },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/projects/:id/credits/summary',
    summary: "A project's credits counted by role",
    params: projectIdParamsSchema,
    answers: { 200: json(creditsSummarySchema) },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/projects/:id/credits',
    summary: 'Add a credit (validated after access)',
    params: projectIdParamsSchema,
    body: jsonBody(createCreditSchema),
    answers: { 201: json(creditSchema, 'Created') },
    errors: [400, 404],
  },
  {
    method: 'PATCH',
    path: '/api/credits/:id',
    summary: 'Change a credit',
    params: creditIdParamsSchema,
    body: jsonBody(updateCreditSchema),
    answers: { 200: json(creditSchema) },
    errors: [400, 404],
  },
  {
    method: 'DELETE',
    path: '/api/credits/:id',
    summary: 'Remove a credit',
    params: creditIdParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
]);
