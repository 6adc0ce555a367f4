import { z } from 'zod';
import { cappedString, tooLongMessage } from './capped-text';
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
  name: cappedString(120, tooLongMessage('Name', 120), 'Name is required')
    .trim()
    .min(1, 'Name is required'),
  company: cappedString(160, tooLongMessage('Company', 160), 'Company is required')
    .trim()
    .min(1, 'Company is required'),
  email: emailSchema,
  phone: cappedString(40, tooLongMessage('Phone', 40)).trim().optional().default(''),
  teamSize: z.enum(ENTERPRISE_TEAM_SIZES).optional(),
  businessType: z.enum(ENTERPRISE_BUSINESS_TYPES).optional(),
  monthlyProjects: z.enum(ENTERPRISE_MONTHLY_PROJECTS).optional(),
  integrations: z.array(z.enum(ENTERPRISE_INTEGRATIONS)).optional().default([]),
  requirements: cappedString(4000, tooLongMessage('Requirements', 4000))
    .trim()
    .optional()
    .default(''),
});
export type EnterpriseInquiryInput = z.input<typeof enterpriseInquirySchema>;
