import { z } from 'zod';
import { enterpriseInquirySchema } from '../../../shared/schemas/enterprise.js';
import { docsFor, json, jsonBody } from '../../lib/route-docs.js';

export const enterpriseRouteDocs = docsFor('enterprise', [
  {
    method: 'POST',
    path: '/api/enterprise-inquiries',
    summary: "The landing page's Studio-plan survey (rate-limited per address)",
    public: true,
    body: jsonBody(enterpriseInquirySchema),
    answers: { 201: json(z.object({ id: z.string(), message: z.string() }), 'Stored') },
    errors: [400, 429],
  },
]);
