import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTERPRISE_SURVEY,
  enterpriseFieldProblems,
  toEnterpriseInput,
  toggleIntegration,
} from './enterprise-form';

const filled = {
  ...EMPTY_ENTERPRISE_SURVEY,
  name: 'Rita Lee',
  company: 'Som Livre',
  email: 'rita@example.com',
};

describe('enterprise survey form', () => {
  it('requires name, company and email, and nothing else', () => {
    expect(enterpriseFieldProblems(EMPTY_ENTERPRISE_SURVEY)).toEqual({
      name: 'required',
      company: 'required',
      email: 'required',
    });
    expect(enterpriseFieldProblems(filled)).toEqual({});
  });

  it('flags a malformed e-mail as invalid rather than missing', () => {
    expect(enterpriseFieldProblems({ ...filled, email: 'rita@' })).toEqual({ email: 'invalid' });
  });

  it('leaves unchosen selects out of the request and keeps chosen ones', () => {
    expect(toEnterpriseInput(filled)).not.toHaveProperty('teamSize');
    const input = toEnterpriseInput({ ...filled, teamSize: '6-20', monthlyProjects: '100+' });
    expect(input.teamSize).toBe('6-20');
    expect(input.monthlyProjects).toBe('100+');
    expect(input).not.toHaveProperty('businessType');
  });

  it('toggles integrations in and out of the checklist', () => {
    const once = toggleIntegration([], 'distrokid');
    expect(once).toEqual(['distrokid']);
    expect(toggleIntegration(once, 'pro-society')).toEqual(['distrokid', 'pro-society']);
    expect(toggleIntegration(once, 'distrokid')).toEqual([]);
  });
});
