import { z } from 'zod';
import { audioFileSchema } from '../../../shared/schemas/audio.js';
import { docsFor, empty, json, type HeaderDoc } from '../../lib/route-docs.js';

const uploadId = z.object({ id: z.string() });
const tusResumable: HeaderDoc = {
  name: 'Tus-Resumable',
  description: 'The tus protocol version: 1.0.0',
  required: true,
};
const tusLink =
  'tus 1.0 (decision 017): create with POST, send chunks with PATCH at Upload-Offset, HEAD says how far it got.';

export const resumableUploadRouteDocs = docsFor('uploads', [
  {
    method: 'POST',
    path: '/api/uploads/resumable',
    summary: 'Start a resumable upload (tus creation)',
    description: tusLink,
    headers: [
      tusResumable,
      { name: 'Upload-Length', description: 'The whole file in bytes', required: true },
      {
        name: 'Upload-Metadata',
        description:
          'tus metadata: filename, filetype, projectId (none: the library), title, base64 values',
        required: true,
      },
    ],
    body: { kind: 'bytes', type: 'application/offset+octet-stream', description: 'Empty' },
    answers: { 201: empty('Created: Location is the upload to PATCH') },
    errors: [400, 404, 413, 415, 429],
  },
  {
    method: 'GET',
    path: '/api/uploads/resumable/:id',
    summary: "A finished upload's answer again, for a client whose PATCH answer was lost",
    params: uploadId,
    answers: { 200: json(audioFileSchema, 'The stored song (waits while it is processed)') },
    errors: [404],
  },
  {
    method: 'PATCH',
    path: '/api/uploads/resumable/:id',
    summary: 'Send the next chunk (tus)',
    description: tusLink,
    params: uploadId,
    headers: [
      tusResumable,
      { name: 'Upload-Offset', description: 'Bytes already received', required: true },
    ],
    body: {
      kind: 'bytes',
      type: 'application/offset+octet-stream',
      description: 'The chunk (8 MiB at most)',
    },
    answers: {
      200: json(audioFileSchema, 'The last byte arrived: the stored song'),
      204: empty('Chunk stored: Upload-Offset says how far'),
    },
    errors: [400, 404, 409, 411, 413, 415],
  },
  {
    method: 'DELETE',
    path: '/api/uploads/resumable/:id',
    summary: 'Abandon a resumable upload',
    params: uploadId,
    headers: [tusResumable],
    answers: { 204: empty('Abandoned') },
    errors: [404],
  },
]);
