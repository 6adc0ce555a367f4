import type { FastifyInstance } from 'fastify';
import { enterpriseInquirySchema } from '../../../shared/schemas/enterprise.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { enterpriseRepository } from './enterprise.repository.js';
import { submitEnterpriseInquiry } from './enterprise.service.js';
import { fixedWindowLimiter } from './fixed-window-limiter.js';

// The survey is public, so cap submissions per IP: generous for a person, useless for a bot
// trying to fill the table.
export const ENTERPRISE_INQUIRIES_PER_HOUR = 10;

/** POST /api/enterprise-inquiries: the landing page's Studio plan survey (no sign-in). */
export async function enterpriseRoutes(app: FastifyInstance): Promise<void> {
  const repo = enterpriseRepository(app.deps.db);
  const limiter = fixedWindowLimiter({
    max: ENTERPRISE_INQUIRIES_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });

  app.post('/api/enterprise-inquiries', async (request, reply) => {
    if (!limiter.tryHit(request.ip)) {
      throw tooManyRequests('Too many inquiries from this address. Please try again later.');
    }
    const input = parseInput(enterpriseInquirySchema, request.body);
    return reply.status(201).send(await submitEnterpriseInquiry(repo, input));
  });
}
