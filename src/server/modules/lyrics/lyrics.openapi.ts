import {
  lyricsHistoryQuerySchema,
  lyricsVersionParamsSchema,
  lyricsVersionSchema,
} from '../../../shared/schemas/lyrics-history.js';
import {
  createLyricsSchema,
  createProjectLyricsSchema,
  lyricSheetQuerySchema,
  lyricsIdParamsSchema,
  lyricsListQuerySchema,
  lyricsSchema,
  updateLyricsSchema,
} from '../../../shared/schemas/lyrics.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import {
  docsFor,
  empty,
  json,
  jsonBody,
  media,
  page,
  type AnswerDoc,
  type RouteDocInput,
} from '../../lib/route-docs.js';

const sheet = (
  path: string,
  summary: string,
  answer: AnswerDoc,
  errors: readonly number[] = [400, 404],
): RouteDocInput => ({
  method: 'GET',
  path,
  summary,
  params: lyricsIdParamsSchema,
  query: lyricSheetQuerySchema,
  answers: { 200: answer },
  errors,
});

export const lyricsRouteDocs = docsFor('lyrics', [
  {
    method: 'GET',
    path: '/api/lyrics/:id/live',
    summary: 'The live lyrics document (WebSocket, y-websocket protocol; decision 025)',
    description:
      'Upgrade with the session cookie and a same-origin Origin. A plain GET answers 426. Refusals after the upgrade are close codes.',
    params: lyricsIdParamsSchema,
    answers: { 101: { kind: 'upgrade', description: 'Switching to the WebSocket' } },
    errors: [404, 426],
  },
  {
    method: 'GET',
    path: '/api/projects/:id/lyrics',
    summary: "A project's lyrics",
    params: projectIdParamsSchema,
    query: lyricsListQuerySchema,
    paged: true,
    answers: { 200: page(lyricsSchema, 'A page of lyrics', true) },
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/projects/:id/lyrics',
    summary: 'New lyrics in the project of the path',
    params: projectIdParamsSchema,
    body: jsonBody(createProjectLyricsSchema),
    answers: { 201: json(lyricsSchema, 'Created') },
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/lyrics',
    summary: 'New lyrics in the project named in the body',
    body: jsonBody(createLyricsSchema),
    answers: { 201: json(lyricsSchema, 'Created') },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/lyrics/:id/history',
    summary: 'Earlier versions of the lyrics, newest first',
    params: lyricsIdParamsSchema,
    query: lyricsHistoryQuerySchema,
    paged: true,
    answers: { 200: page(lyricsVersionSchema) },
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/lyrics/:id/history/:versionId/restore',
    summary: 'Restore an earlier version (the words it replaces are kept as a version)',
    params: lyricsVersionParamsSchema,
    answers: { 200: json(lyricsSchema) },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/lyrics/:id',
    summary: 'One lyrics document',
    params: lyricsIdParamsSchema,
    answers: { 200: json(lyricsSchema) },
    errors: [404],
  },
  {
    method: 'PATCH',
    path: '/api/lyrics/:id',
    summary: 'Save lyrics (title, content, formatting)',
    params: lyricsIdParamsSchema,
    body: jsonBody(updateLyricsSchema),
    answers: { 200: json(lyricsSchema) },
    errors: [400, 404],
  },
  sheet(
    '/api/lyrics/:id/sheet',
    'The lyric sheet as a print-ready page',
    media(['text/html'], 'HTML'),
  ),
  sheet(
    '/api/lyrics/:id/sheet.txt',
    'The lyric sheet as text',
    media(['text/plain'], 'Text (attachment)'),
  ),
  sheet(
    '/api/lyrics/:id/sheet.pdf',
    'The lyric sheet as a PDF',
    media(['application/pdf'], 'PDF (attachment)'),
    [400, 404, 422],
  ),
  {
    method: 'DELETE',
    path: '/api/lyrics/:id',
    summary: 'Delete lyrics',
    params: lyricsIdParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
]);
