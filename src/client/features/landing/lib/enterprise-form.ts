import {
  ENTERPRISE_INTEGRATIONS,
  enterpriseInquirySchema,
  type EnterpriseInquiryInput,
} from '../../../../shared/schemas/enterprise';

export type EnterpriseIntegration = (typeof ENTERPRISE_INTEGRATIONS)[number];

/** What the Studio survey form holds; empty strings mean "not chosen". */
export interface EnterpriseSurveyValues {
  teamSize: string;
  businessType: string;
  monthlyProjects: string;
  integrations: EnterpriseIntegration[];
  requirements: string;
  name: string;
  company: string;
  email: string;
  phone: string;
}

export const EMPTY_ENTERPRISE_SURVEY: EnterpriseSurveyValues = {
  teamSize: '',
  businessType: '',
  monthlyProjects: '',
  integrations: [],
  requirements: '',
  name: '',
  company: '',
  email: '',
  phone: '',
};

export type EnterpriseField = keyof EnterpriseSurveyValues;
export type EnterpriseFieldProblem = 'required' | 'invalid';

/** The request body: unchosen selects are left out. */
export function toEnterpriseInput(values: EnterpriseSurveyValues): EnterpriseInquiryInput {
  const { teamSize, businessType, monthlyProjects, ...rest } = values;
  return {
    ...rest,
    ...(teamSize ? { teamSize: teamSize as EnterpriseInquiryInput['teamSize'] } : {}),
    ...(businessType
      ? { businessType: businessType as EnterpriseInquiryInput['businessType'] }
      : {}),
    ...(monthlyProjects
      ? { monthlyProjects: monthlyProjects as EnterpriseInquiryInput['monthlyProjects'] }
      : {}),
  };
}

/** Checks the survey with the shared schema: the first problem of each field, or none. */
export function enterpriseFieldProblems(
  values: EnterpriseSurveyValues,
): Partial<Record<EnterpriseField, EnterpriseFieldProblem>> {
  const parsed = enterpriseInquirySchema.safeParse(toEnterpriseInput(values));
  if (parsed.success) return {};
  const problems: Partial<Record<EnterpriseField, EnterpriseFieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EnterpriseField;
    if (problems[field]) continue;
    const raw = values[field];
    problems[field] = typeof raw === 'string' && raw.trim() === '' ? 'required' : 'invalid';
  }
  return problems;
}

/** Adds or removes one integration from the checklist. */
export function toggleIntegration(
  list: readonly EnterpriseIntegration[],
  item: EnterpriseIntegration,
): EnterpriseIntegration[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}
