import type { FastifyInstance } from 'fastify';
import { ENTERPRISE_INQUIRIES_PER_HOUR } from '../../../shared/constants.js';
import { enterpriseInquirySchema } from '../../../shared/schemas/enterprise.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter.js';
import { parseInput } from '../../lib/validate.js';
import { enterpriseRepository } from './enterprise.repository.js';
import { submitEnterpriseInquiry } from './enterprise.service.js';

const HOUR_MS = 60 * 60 * 1000;

/** POST /api/enterprise-inquiries: the landing page's Studio plan survey (no sign-in). */
export async function enterpriseRoutes(app: FastifyInstance): Promise<void> {
  const repo = enterpriseRepository(app.deps.db);
  // One limiter per app instance, so every test app starts with clean counts.
  const perIp = new SlidingWindowLimiter({ windowMs: HOUR_MS, max: ENTERPRISE_INQUIRIES_PER_HOUR });

  app.post('/api/enterprise-inquiries', async (request, reply) => {
    // Counted before validation: invalid posts are bot traffic too.
    if (perIp.isLimited(request.ip)) {
      throw tooManyRequests('Too many inquiries from this address. Please try again later.');
    }
    perIp.hit(request.ip);
    const input = parseInput(enterpriseInquirySchema, request.body);
    return reply.status(201).send(await submitEnterpriseInquiry(repo, input));
  });
}
