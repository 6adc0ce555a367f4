import { z } from 'zod';
import {
  ENTERPRISE_BUSINESS_TYPES,
  ENTERPRISE_MONTHLY_PROJECTS,
  ENTERPRISE_TEAM_SIZES,
} from '../constants';
import { emailSchema } from './auth';

export const ENTERPRISE_INTEGRATIONS = [
  'distrokid',
  'cdbaby',
  'tunecore',
  'pro-society',
  'custom-api',
  'accounting',
] as const;

/** POST /api/enterprise-inquiries: the landing page's Studio plan survey. */
export const enterpriseInquirySchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  company: z.string({ error: 'Company is required' }).trim().min(1, 'Company is required').max(160),
  email: emailSchema,
  phone: z.string().trim().max(40).optional().default(''),
  teamSize: z.enum(ENTERPRISE_TEAM_SIZES).optional(),
  businessType: z.enum(ENTERPRISE_BUSINESS_TYPES).optional(),
  monthlyProjects: z.enum(ENTERPRISE_MONTHLY_PROJECTS).optional(),
  integrations: z.array(z.enum(ENTERPRISE_INTEGRATIONS)).optional().default([]),
  requirements: z.string().trim().max(4000).optional().default(''),
});
export type EnterpriseInquiryInput = z.input<typeof enterpriseInquirySchema>;
