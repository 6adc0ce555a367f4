import { z } from 'zod';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import {
  publicSplitSheetSchema,
  splitAnswerSchema,
  splitConfirmationSchema,
  splitPartyParamsSchema,
  splitSendResultSchema,
  splitTokenParamsSchema,
  splitTypeParamsSchema,
} from '../../../shared/schemas/split-confirmations.js';
import {
  createSplitSchema,
  projectSplitsSchema,
  splitParamsSchema,
  splitSchema,
  splitSheetParamsSchema,
  splitsQuerySchema,
  updateSplitSchema,
} from '../../../shared/schemas/splits.js';
import { docsFor, empty, json, jsonBody, media } from '../../lib/route-docs.js';

const projectSplit = projectIdParamsSchema.extend(splitParamsSchema.shape);
const projectSplitType = projectIdParamsSchema.extend(splitTypeParamsSchema.shape);
const projectSplitParty = projectIdParamsSchema.extend(splitPartyParamsSchema.shape);

export const splitsRouteDocs = docsFor('splits', [
  {
    method: 'POST',
    path: '/api/projects/:id/splits/:type/confirmations',
    summary: 'Send the split sheet to every party for confirmation (e-mailed links)',
    params: projectSplitType,
    answers: { 200: json(splitSendResultSchema) },
    errors: [400, 404, 409, 429],
  },
  {
    method: 'POST',
    path: '/api/projects/:id/splits/:type/confirmations/:splitId/resend',
    summary: "Send one party's confirmation link again",
    params: projectSplitParty,
    answers: { 200: json(splitSendResultSchema) },
    errors: [400, 404, 409, 429],
  },
  {
    method: 'POST',
    path: '/api/projects/:id/splits/:type/reopen',
    summary: 'Reopen a confirmed split sheet for changes',
    params: projectSplitType,
    answers: { 200: json(splitConfirmationSchema) },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/projects/:id/splits/:type/sheet.pdf',
    summary: 'The split agreement as a PDF (X-Audit-Hash: its SHA-256)',
    params: projectSplitType,
    answers: { 200: media(['application/pdf'], 'PDF (attachment)') },
    errors: [404, 422],
  },
  {
    method: 'GET',
    path: '/api/split-confirmations/:token',
    summary: "A party's e-mailed link: the sheet they are asked to confirm",
    public: true,
    params: splitTokenParamsSchema,
    answers: { 200: json(publicSplitSheetSchema) },
    errors: [404, 429],
  },
  {
    method: 'POST',
    path: '/api/split-confirmations/:token',
    summary: 'Confirm or decline with the single-use e-mailed link',
    public: true,
    params: splitTokenParamsSchema,
    body: jsonBody(splitAnswerSchema),
    answers: { 200: json(publicSplitSheetSchema) },
    errors: [400, 404, 429],
  },
  {
    method: 'GET',
    path: '/api/projects/:id/splits',
    summary: "A project's splits: without `limit` or `cursor`, all of them with totals and history",
    params: projectIdParamsSchema,
    query: splitsQuerySchema,
    paged: true,
    answers: {
      200: json(
        z.union([projectSplitsSchema, z.array(splitSchema)]),
        'Without `limit`/`cursor`: the splits with totals and history. With them: a page of splits (Link, X-Total-Count)',
      ),
    },
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/projects/:id/splits',
    summary: 'Add a split (validated after access)',
    params: projectIdParamsSchema,
    body: jsonBody(createSplitSchema),
    answers: { 201: json(splitSchema, 'Created') },
    errors: [400, 404, 409],
  },
  {
    method: 'PUT',
    path: '/api/projects/:id/splits/:splitId',
    summary: 'Change a split',
    params: projectSplit,
    body: jsonBody(updateSplitSchema),
    answers: { 200: json(splitSchema) },
    errors: [400, 404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id/splits/:splitId',
    summary: 'Remove a split',
    params: projectSplit,
    answers: { 204: empty() },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/projects/:id/splits/:type/sheet',
    summary: 'The split sheet as a print-ready page',
    params: projectIdParamsSchema.extend(splitSheetParamsSchema.shape),
    answers: { 200: media(['text/html'], 'HTML') },
    errors: [400, 404],
  },
]);
