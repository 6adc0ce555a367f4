import { z } from 'zod';
import { audioFileSchema, audioUploadFieldsSchema } from '../../../shared/schemas/audio.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { docsFor, json, multipartBody } from '../../lib/route-docs.js';

export const audioUploadRouteDocs = docsFor('audio', [
  {
    method: 'POST',
    path: '/api/projects/:id/audio',
    summary: 'Upload songs to a project (multipart, one or more `audio` files, streamed)',
    params: projectIdParamsSchema,
    body: multipartBody('audio', 'Audio files, each a part named `audio`; sniffed, not trusted'),
    answers: { 201: json(z.array(audioFileSchema), 'Stored, one row per file') },
    errors: [400, 404, 413, 415, 429],
  },
  {
    method: 'POST',
    path: '/api/audio',
    summary: 'Upload one song to a project or the library (the recorder)',
    body: multipartBody(
      'audio',
      'One audio file named `audio`, after the fields (projectId: none for the library)',
      audioUploadFieldsSchema,
    ),
    answers: { 201: json(audioFileSchema, 'Stored') },
    errors: [400, 404, 413, 415, 429],
  },
]);
