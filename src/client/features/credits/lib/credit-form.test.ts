import { describe, expect, it } from 'vitest';
import { CREDIT_MISSING_INFO, type Credit } from '../../../../shared/schemas/credits';
import {
  creditFormComplete,
  creditFormFromCredit,
  creditsFileName,
  EMPTY_CREDIT_FORM,
  hasRole,
  knownRole,
  validateCreditForm,
  withoutRole,
  withRole,
} from './credit-form';

const credit: Credit = {
  id: '00000000-0000-4000-8000-000000000001',
  projectId: '00000000-0000-4000-8000-000000000002',
  name: 'Ada',
  role: 'producer, Vocal coach',
  email: null,
  description: 'Beats',
  website: null,
  social: '@ada',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('credit form', () => {
  it('opens a stored credit with its roles as a list and empty text for unset fields', () => {
    expect(creditFormFromCredit(credit)).toEqual({
      name: 'Ada',
      email: '',
      website: '',
      social: '@ada',
      description: 'Beats',
      roles: ['producer', 'Vocal coach'],
    });
  });

  it('is complete only with a name and at least one role', () => {
    expect(creditFormComplete({ ...EMPTY_CREDIT_FORM, name: 'Ada' })).toBe(false);
    expect(creditFormComplete({ ...EMPTY_CREDIT_FORM, name: '  ', roles: ['mixer'] })).toBe(false);
    expect(creditFormComplete({ ...EMPTY_CREDIT_FORM, name: 'Ada', roles: ['mixer'] })).toBe(true);
  });

  it('adds roles once whatever their case, splits typed commas, and removes them', () => {
    expect(withRole(['Mixer'], ' mixer ')).toEqual(['Mixer']);
    expect(withRole(['mixer'], 'vocal coach, choir')).toEqual(['mixer', 'vocal coach', 'choir']);
    expect(withoutRole(['mixer', 'Choir'], 'choir')).toEqual(['mixer']);
    expect(hasRole(['Featured Artist'], 'featured artist')).toBe(true);
  });

  it('knows the listed roles in any case, not custom ones', () => {
    expect(knownRole('Mastering Engineer')).toBe('mastering engineer');
    expect(knownRole('vocal coach')).toBeNull();
  });
});

describe('validateCreditForm', () => {
  it('sends roles joined with ", " and blank optional fields as null', () => {
    const result = validateCreditForm({
      ...EMPTY_CREDIT_FORM,
      name: ' Ada ',
      roles: ['producer', 'vocal coach'],
    });
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        name: 'Ada',
        role: 'producer, vocal coach',
        email: null,
        website: null,
      }),
    });
  });

  it('refuses a missing role, a bad e-mail and a website without http(s)', () => {
    const result = validateCreditForm({
      ...EMPTY_CREDIT_FORM,
      name: 'Ada',
      email: 'not-an-email',
      website: 'ada.example',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        roles: { code: 'missing', message: CREDIT_MISSING_INFO },
        email: { code: 'email', message: expect.any(String) },
        website: { code: 'website', message: expect.any(String) },
      },
    });
  });
});

describe('creditsFileName', () => {
  it('makes a plain file name from the project title', () => {
    expect(creditsFileName('Summer EP', 'txt')).toBe('summer-ep-credits.txt');
    expect(creditsFileName('Canción: Año/2025', 'csv')).toBe('cancion-ano-2025-credits.csv');
    expect(creditsFileName('???', 'csv')).toBe('project-credits.csv');
  });
});
