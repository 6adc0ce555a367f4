import type { FastifyInstance } from 'fastify';
import { enterpriseInquirySchema } from '../../../shared/schemas/enterprise.js';
import { parseInput } from '../../lib/validate.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { enterpriseService } from './enterprise.service.js';

/** POST /api/enterprise-inquiries: the landing page's Studio plan survey (no sign-in). */
export async function enterpriseRoutes(app: FastifyInstance): Promise<void> {
  const service = enterpriseService({ repo: app.repositories.enterprise });
  const limits = appRateLimiter(app);

  app.post('/api/enterprise-inquiries', async (request, reply) => {
    // Counted before validation: invalid posts are bot traffic too.
    await limits.hit({ rule: 'enterpriseInquiriesPerIp', value: request.ip });
    const input = parseInput(enterpriseInquirySchema, request.body);
    return reply.status(201).send(await service.submit(input));
  });
}
