import { z } from 'zod';
import {
  audioFileDetailSchema,
  audioFileSchema,
  audioIdParamsSchema,
  markLatestSchema,
  moveAudioSchema,
  projectAudioParamsSchema,
  songListQuerySchema,
  updateAudioNotesSchema,
  updateAudioTitleSchema,
} from '../../../shared/schemas/audio.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { accountStorageSchema } from '../../../shared/schemas/storage.js';
import { docsFor, empty, json, jsonBody, page, type RouteDocInput } from '../../lib/route-docs.js';

const edit = (path: string, summary: string, body: z.ZodType): RouteDocInput => ({
  method: 'PATCH',
  path,
  summary,
  params: audioIdParamsSchema,
  body: jsonBody(body),
  answers: { 200: json(audioFileDetailSchema) },
  errors: [400, 404],
});

export const audioRouteDocs = docsFor('audio', [
  {
    method: 'GET',
    path: '/api/projects/:id/audio',
    summary: "A project's songs",
    params: projectIdParamsSchema,
    query: songListQuerySchema,
    paged: true,
    answers: { 200: page(audioFileSchema, 'A page of songs', true) },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/audio/all',
    summary: 'Every song the active profile can see (the library)',
    query: songListQuerySchema,
    paged: true,
    answers: { 200: page(audioFileSchema, 'A page of songs', true) },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/audio/:id',
    summary: 'One song with its waveform peaks',
    params: audioIdParamsSchema,
    answers: { 200: json(audioFileDetailSchema) },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/audio/:id/versions',
    summary: "A song's versions, newest first",
    params: audioIdParamsSchema,
    answers: { 200: json(z.array(audioFileSchema)) },
    errors: [404],
  },
  edit('/api/audio/:id/notes', "Change a song's notes", updateAudioNotesSchema),
  edit('/api/audio/:id/title', "Change a song's title", updateAudioTitleSchema),
  edit('/api/audio/:id/project', 'Move a song to another project', moveAudioSchema),
  {
    method: 'POST',
    path: '/api/audio/:id/latest',
    summary: 'Make this version the latest of its song',
    params: audioIdParamsSchema,
    body: jsonBody(markLatestSchema),
    answers: { 200: json(audioFileDetailSchema) },
    errors: [400, 404],
  },
  {
    method: 'DELETE',
    path: '/api/audio/:id',
    summary: 'Delete a song file',
    params: audioIdParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id/audio/:audioId',
    summary: "Delete a song file of a project (the spec's address)",
    params: projectAudioParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/account/storage',
    summary: "The account's storage used and its limit",
    answers: { 200: json(accountStorageSchema) },
  },
]);
