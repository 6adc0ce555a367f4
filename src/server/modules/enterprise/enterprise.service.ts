import type { z } from 'zod';
import type { enterpriseInquirySchema } from '../../../shared/schemas/enterprise.js';
import type { EnterpriseRepository } from './enterprise.repository.js';

export type EnterpriseInquiry = z.output<typeof enterpriseInquirySchema>;

export const ENTERPRISE_THANK_YOU = 'Thank you! Our team will contact you within one business day.';

/** The landing page's Studio plan survey. */
export function enterpriseService(deps: { repo: EnterpriseRepository }) {
  const { repo } = deps;
  return {
    /** Stores a validated survey; empty optional answers are kept as nulls, not empty strings. */
    async submit(input: EnterpriseInquiry): Promise<{ id: string; message: string }> {
      const { id } = await repo.insert({
        name: input.name,
        company: input.company,
        email: input.email,
        phone: input.phone || null,
        teamSize: input.teamSize ?? null,
        businessType: input.businessType ?? null,
        monthlyProjects: input.monthlyProjects ?? null,
        integrations: input.integrations,
        requirements: input.requirements || null,
      });
      return { id, message: ENTERPRISE_THANK_YOU };
    },
  };
}
