import { z } from 'zod';
import { docsFor, json } from '../../lib/route-docs.js';

const readiness = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['online', 'offline']),
  storage: z.enum(['online', 'offline']),
});
const ready = json(readiness, 'The database and storage answer');
const notReady = json(readiness, 'The database or storage does not answer');

export const healthRouteDocs = docsFor('health', [
  {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (no database, no disk)',
    public: true,
    answers: { 200: json(z.object({ status: z.literal('ok') })) },
  },
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness (the same as /api/health/ready)',
    public: true,
    answers: { 200: ready, 503: notReady },
  },
  {
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: the database and storage answer',
    public: true,
    answers: { 200: ready, 503: notReady },
  },
]);
