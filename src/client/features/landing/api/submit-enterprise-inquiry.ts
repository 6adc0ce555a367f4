import { useMutation } from '@tanstack/react-query';
import type { EnterpriseInquiryInput } from '../../../../shared/schemas/enterprise';
import { apiRequest } from '../../../lib/api-client';

/** The stored inquiry as the server answers it (201). */
export interface EnterpriseInquiryCreated {
  id: string;
}

/** POST /api/enterprise-inquiries: the Studio plan survey. */
export function submitEnterpriseInquiry(input: EnterpriseInquiryInput) {
  return apiRequest<EnterpriseInquiryCreated>('POST', '/api/enterprise-inquiries', input);
}

/** Mutation for the survey modal (mutations never retry, part 1 §9). */
export function useSubmitEnterpriseInquiry() {
  return useMutation({ mutationFn: submitEnterpriseInquiry });
}
