import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/constants';
import {
  PREDEFINED_CREDIT_ROLES,
  PROJECT_TAB_CREDIT_ROLES,
} from '../../../../shared/schemas/credits';

const bundles = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../i18n/locales/*/credits.json',
  { eager: true, import: 'default' },
);

describe('credit role names', () => {
  it.each(LANGUAGES)('has a %s name for every listed role', (lng) => {
    const roles = bundles[`../../../i18n/locales/${lng}/credits.json`]?.roles ?? {};
    const listed = [...PROJECT_TAB_CREDIT_ROLES, ...PREDEFINED_CREDIT_ROLES];
    expect(listed.filter((role) => !roles[role])).toEqual([]);
  });
});
