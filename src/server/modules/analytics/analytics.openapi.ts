import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
} from '../../../shared/schemas/analytics.js';
import { docsFor, media, typedJson } from '../../lib/route-docs.js';

export const analyticsRouteDocs = docsFor('analytics', [
  {
    method: 'GET',
    path: '/api/analytics',
    summary: "Plays of the active profile's songs over a period",
    query: analyticsQuerySchema,
    answers: { 200: typedJson('AnalyticsAnswer (src/shared/schemas/analytics.ts)') },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/analytics/export',
    summary: 'One view of the analytics as CSV',
    query: analyticsQuerySchema.and(analyticsExportQuerySchema),
    answers: { 200: media(['text/csv'], 'CSV (attachment)') },
    errors: [400],
  },
]);
