import { describe, expect, it } from 'vitest';
import { PLAN_STORAGE_BYTES } from '../../../../shared/constants';
import { formatCount } from './marketing-stats';
import { formatStorage, formatUsd } from './pricing-format';
import { proSocietyFor } from './pro-society';

describe('pricing and marketing formatting', () => {
  it('shows whole dollars without cents and keeps cents otherwise', () => {
    expect(formatUsd(19, 'en')).toBe('$19');
    expect(formatUsd(14.25, 'en')).toBe('$14.25');
    expect(formatUsd(14.25, 'de')).toContain('14,25');
  });

  it('words each plan quota as marketing does', () => {
    expect(formatStorage(PLAN_STORAGE_BYTES.creator)).toBe('2 GB');
    expect(formatStorage(PLAN_STORAGE_BYTES.professional)).toBe('500 GB');
    expect(formatStorage(PLAN_STORAGE_BYTES.studio)).toBe('1 TB');
  });

  it("writes the site's counts in the reader's style, compact from a million", () => {
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'de')).toBe('12.345');
    expect(formatCount(1_250_000, 'en')).toBe('1.3M');
  });
});

describe('performing-rights society by language', () => {
  it('picks the society of each interface language', () => {
    expect(proSocietyFor('en')).toBe('ASCAP/BMI');
    expect(proSocietyFor('es')).toBe('SGAE');
    expect(proSocietyFor('pt')).toBe('ECAD');
    expect(proSocietyFor('de')).toBe('GEMA');
    expect(proSocietyFor('it')).toBe('SIAE');
  });

  it('falls back to the English one for regional or unknown codes', () => {
    expect(proSocietyFor('pt-BR')).toBe('ECAD');
    expect(proSocietyFor('fr')).toBe('ASCAP/BMI');
  });
});
