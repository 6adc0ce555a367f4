import { describe, expect, it } from 'vitest';
import { csvCell } from '../csv';
import {
  CREDIT_MISSING_INFO,
  createCreditSchema,
  creditsSummary,
  creditsToCsv,
  creditsToText,
  PREDEFINED_CREDIT_ROLES,
  PROJECT_TAB_CREDIT_ROLES,
  splitCreditRoles,
  updateCreditSchema,
} from './credits';

const credit = (overrides: Partial<Parameters<typeof creditsToCsv>[0][number]> = {}) => ({
  name: 'Ada',
  role: 'producer',
  email: null,
  description: null,
  website: null,
  social: null,
  ...overrides,
});

describe('credit role lists', () => {
  it('holds the project-tab roles and the wider predefined list', () => {
    expect(PROJECT_TAB_CREDIT_ROLES).toHaveLength(12);
    expect(PROJECT_TAB_CREDIT_ROLES).toContain('lyricist');
    expect(PREDEFINED_CREDIT_ROLES).toContain('mastering engineer');
    expect(PREDEFINED_CREDIT_ROLES).toHaveLength(7);
  });
});

describe('createCreditSchema', () => {
  it('joins roles given as a list or text with ", ", trimmed and de-duplicated', () => {
    expect(
      createCreditSchema.parse({ name: ' Ada ', role: ['producer', ' Mixer', 'producer'] }),
    ).toMatchObject({ name: 'Ada', role: 'producer, Mixer' });
    expect(
      createCreditSchema.parse({ name: 'Ada', role: 'producer,  mixer ,,PRODUCER' }).role,
    ).toBe('producer, mixer');
  });

  it('needs a name and at least one role', () => {
    for (const input of [
      { role: 'producer' },
      { name: '  ', role: 'x' },
      { name: 'Ada' },
      { name: 'Ada', role: ' , ' },
      { name: 'Ada', role: [] },
    ]) {
      const result = createCreditSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CREDIT_MISSING_INFO);
    }
  });

  it('caps roles at 10 of 60 characters', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `role ${i}`);
    expect(createCreditSchema.safeParse({ name: 'A', role: eleven }).success).toBe(false);
    expect(createCreditSchema.safeParse({ name: 'A', role: eleven.slice(1) }).success).toBe(true);
    expect(createCreditSchema.safeParse({ name: 'A', role: 'x'.repeat(61) }).success).toBe(false);
    expect(createCreditSchema.safeParse({ name: 'A', role: 'x'.repeat(60) }).success).toBe(true);
  });

  it('checks email, website and social when given, and stores blanks as null', () => {
    const ok = createCreditSchema.parse({
      name: 'A',
      role: 'artist',
      email: '',
      website: 'https://example.com/me',
      social: '@ada',
    });
    expect(ok).toMatchObject({
      email: null,
      description: null,
      website: 'https://example.com/me',
      social: '@ada',
    });
    expect(createCreditSchema.safeParse({ name: 'A', role: 'a', email: 'nope' }).success).toBe(
      false,
    );
    expect(
      createCreditSchema.safeParse({ name: 'A', role: 'a', website: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(
      createCreditSchema.safeParse({ name: 'A', role: 'a', website: 'example.com' }).success,
    ).toBe(false);
    expect(
      createCreditSchema.safeParse({ name: 'A', role: 'a', social: 'x'.repeat(201) }).success,
    ).toBe(false);
  });

  it('update needs at least one field and keeps a blank name refused', () => {
    expect(updateCreditSchema.safeParse({}).success).toBe(false);
    expect(updateCreditSchema.safeParse({ name: '' }).success).toBe(false);
    expect(updateCreditSchema.parse({ email: null })).toEqual({ email: null });
  });
});

describe('splitCreditRoles', () => {
  it('splits stored text back into roles', () => {
    expect(splitCreditRoles('producer, mixer')).toEqual(['producer', 'mixer']);
    expect(splitCreditRoles('')).toEqual([]);
  });
});

describe('creditsSummary', () => {
  it('counts contributors, distinct roles case-insensitively, and reachable people', () => {
    expect(
      creditsSummary([
        credit({ role: 'producer, mixer', email: 'a@example.com' }),
        credit({ name: 'Bo', role: 'Producer, vocalist', social: '@bo' }),
        credit({ name: 'Cy', role: 'vocalist' }),
      ]),
    ).toEqual({ totalContributors: 3, uniqueRoles: 3, withContactInfo: 2 });
    expect(creditsSummary([])).toEqual({
      totalContributors: 0,
      uniqueRoles: 0,
      withContactInfo: 0,
    });
  });
});

describe('creditsToText', () => {
  it('lists each credit with its roles and the contact fields it has', () => {
    const text = creditsToText('Night\nDrive', [
      credit({ email: 'ada@example.com', description: 'Beat\nand bass' }),
      credit({ name: 'Bo', role: 'vocalist', website: 'https://bo.example' }),
    ]);
    expect(text).toBe(
      [
        'Credits: Night Drive',
        '====================',
        '',
        '1. Ada',
        '   Role: producer',
        '   Email: ada@example.com',
        '   Description: Beat and bass',
        '',
        '2. Bo',
        '   Role: vocalist',
        '   Website: https://bo.example',
        '',
      ].join('\n'),
    );
  });
});

describe('creditsToCsv', () => {
  it('quotes per RFC 4180 and ends lines with CRLF', () => {
    const csv = creditsToCsv([
      credit({ name: 'Ada "AL" Lovelace', role: 'producer, mixer', description: 'two\nlines' }),
    ]);
    expect(csv).toBe(
      'Name,Role,Email,Website,Social,Description\r\n' +
        '"Ada ""AL"" Lovelace","producer, mixer",,,,"two\nlines"\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
});
