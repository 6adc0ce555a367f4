import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Release } from '../../../../shared/schemas/releases';
import { formOf, problemOf, releasePatch, type ReleaseForm } from './release-form';

const release = {
  type: 'ep',
  title: 'Night Drive',
  artistName: '',
  label: '',
  releaseDate: null,
  originalReleaseDate: null,
  genre: '',
  pLine: '',
  cLine: '',
  upc: null,
  explicit: false,
  senderPartyId: '',
  recipientPartyId: '',
  loudnessTarget: null,
} as unknown as Release;
const form = (changes: Partial<ReleaseForm> = {}): ReleaseForm => ({
  ...formOf(release),
  ...changes,
});
const problemsOf = (changes: Partial<ReleaseForm>) => {
  const result = releasePatch(form(changes));
  return result.ok ? {} : result.errors;
};

describe('the release form', () => {
  it('sends the fields with blanks as null and a UPC without its spaces', () => {
    const result = releasePatch(
      form({ upc: '0 36000 29145 2', releaseDate: '2026-05-01', loudnessTarget: '-14' }),
    );
    expect(result.ok && result.payload).toMatchObject({
      type: 'ep',
      title: 'Night Drive',
      upc: '036000291452',
      releaseDate: '2026-05-01',
      originalReleaseDate: null,
      loudnessTarget: -14,
    });
  });

  it('says the title is missing, on the title', () => {
    expect(problemsOf({ title: '   ' }).title?.key).toBe('form.errors.titleRequired');
  });

  it('says a UPC with a wrong check digit is not one, on the UPC', () => {
    expect(problemsOf({ upc: '036000291453' }).upc?.key).toBe('form.errors.upcInvalid');
  });

  it('says an original release date after the release date is wrong, on the original date', () => {
    const problems = problemsOf({ releaseDate: '2026-01-01', originalReleaseDate: '2026-02-01' });
    expect(Object.keys(problems)).toEqual(['originalReleaseDate']);
    expect(problems.originalReleaseDate?.key).toBe('form.errors.originalAfter');
  });

  it('says the dates are the wrong way round alongside another field problem', () => {
    const problems = problemsOf({
      upc: '123',
      releaseDate: '2026-01-01',
      originalReleaseDate: '2026-02-01',
    });
    expect(problems.upc?.key).toBe('form.errors.upcInvalid');
    expect(problems.originalReleaseDate?.key).toBe('form.errors.originalAfter');
  });

  it('says a date that is no calendar day is wrong', () => {
    expect(problemsOf({ releaseDate: '2026-13-40' }).releaseDate?.key).toBe(
      'form.errors.dateInvalid',
    );
  });

  it('keeps the English message of a problem it has no text for (a length cap)', () => {
    expect(problemOf('Genre is too long (60 characters at most)')).toEqual({
      key: null,
      message: 'Genre is too long (60 characters at most)',
    });
  });

  it('has every message translated in the five languages', () => {
    const keys = ['titleRequired', 'typeInvalid', 'dateInvalid', 'originalAfter', 'upcInvalid'];
    const locales = path.join(import.meta.dirname, '../../../i18n/locales');
    const texts = ['en', 'es', 'pt', 'de', 'it'].map(
      (language) =>
        JSON.parse(readFileSync(path.join(locales, language, 'releases.json'), 'utf8')) as {
          form: { errors: Record<string, string> };
        },
    );
    for (const key of keys) {
      const words = texts.map((text) => text.form.errors[key]);
      expect(words.every(Boolean)).toBe(true);
      expect(new Set(words).size).toBe(5);
    }
  });
});
