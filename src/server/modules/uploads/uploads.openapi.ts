import { z } from 'zod';
import { docsFor, rangedFile } from '../../lib/route-docs.js';

export const uploadsRouteDocs = docsFor('audio', [
  {
    method: 'GET',
    path: '/uploads/:filename',
    summary: 'A song file, to any member of its project, with Range for seeking',
    params: z.object({ filename: z.string() }),
    query: z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() }),
    answers: {
      200: rangedFile(
        ['audio/*'],
        'The file in its stored type; with `download=1`, as an attachment under its original name',
      ),
    },
    errors: [400, 404],
  },
]);
