import { describe, expect, it } from 'vitest';
import { ISRC_MESSAGE, type SongDetails } from '../../../../shared/schemas/details';
import {
  detailsServerErrors,
  formValuesFromDetails,
  hasAnyValue,
  mergeDetails,
  shouldAutosave,
  validateDetailsForm,
  type DetailsFormValues,
} from './details-form';

const EMPTY_DETAILS: SongDetails = {
  projectId: '00000000-0000-4000-8000-000000000001',
  genre: null,
  subGenre: null,
  mood: null,
  tempo: null,
  key: null,
  timeSignature: null,
  recordingDate: null,
  releaseDate: null,
  recordLabel: null,
  isrcCode: null,
  copyright: null,
  publishingInfo: null,
  tags: [],
  notes: null,
  updatedAt: null,
};
const empty = formValuesFromDetails(EMPTY_DETAILS);
const form = (changes: Partial<DetailsFormValues>): DetailsFormValues => ({ ...empty, ...changes });

describe('details form values', () => {
  it('shows unset fields as empty text, the tempo as digits and tags joined with ", "', () => {
    const values = formValuesFromDetails({
      ...EMPTY_DETAILS,
      tempo: 92,
      genre: 'pop',
      tags: ['summer', 'demo'],
    });
    expect(values).toMatchObject({ tempo: '92', genre: 'pop', tags: 'summer, demo', notes: '' });
  });

  it('counts a form of blanks as empty', () => {
    expect(hasAnyValue(form({ notes: '   ' }))).toBe(false);
    expect(hasAnyValue(form({ mood: 'calm' }))).toBe(true);
  });

  it('autosaves when a field has a value, or when saved details are being emptied', () => {
    expect(shouldAutosave(empty, empty)).toBe(false);
    expect(shouldAutosave(form({ genre: 'rock' }), empty)).toBe(true);
    expect(shouldAutosave(empty, form({ genre: 'rock' }))).toBe(true);
  });
});

describe('validateDetailsForm', () => {
  it('normalises an ISRC typed in lower case without dashes, the key and the tags', () => {
    const result = validateDetailsForm(
      form({ isrcCode: 'usabc1234567', key: 'c#m', tags: 'demo, Demo, live', tempo: '120' }),
    );
    expect(result).toEqual({
      ok: true,
      changes: expect.objectContaining({
        isrcCode: 'US-ABC-12-34567',
        key: 'C# minor',
        tags: ['demo', 'live'],
        tempo: 120,
        genre: null,
      }),
    });
  });

  it.each([
    ['0', 'a tempo of zero'],
    ['1000', 'a tempo over 999'],
    ['120.5', 'a fractional tempo'],
    ['fast', 'words'],
  ])('refuses tempo %s (%s)', (tempo) => {
    const result = validateDetailsForm(form({ tempo }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.tempo?.code).toBe('tempo');
  });

  it('refuses a malformed ISRC with the shared message and a bad date', () => {
    const result = validateDetailsForm(
      form({ isrcCode: 'US-ABC-12-3456', releaseDate: '2025-13-40' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        isrcCode: { code: 'isrc', message: ISRC_MESSAGE },
        releaseDate: { code: 'date', message: expect.any(String) },
      },
    });
  });

  it('tells a too-long tag from too many tags', () => {
    const long = validateDetailsForm(form({ tags: 'x'.repeat(41) }));
    const many = validateDetailsForm(
      form({ tags: Array.from({ length: 31 }, (_, i) => `t${i}`).join(',') }),
    );
    expect(long.ok || long.errors.tags?.code).toBe('tagTooLong');
    expect(many.ok || many.errors.tags?.code).toBe('tooManyTags');
  });
});

describe('details from the server', () => {
  it('maps the server field errors onto form fields', () => {
    expect(detailsServerErrors({ 'tags.2': 'too long', tempo: 'bad', _: 'x' })).toEqual({
      tags: 'too long',
      tempo: 'bad',
    });
  });

  it('merges sent changes and keeps fields that were left out', () => {
    const stored = { ...EMPTY_DETAILS, genre: 'pop' as const, notes: 'keep' };
    const merged = mergeDetails(stored, { tempo: 90, genre: undefined, notes: null });
    expect(merged).toMatchObject({ genre: 'pop', tempo: 90, notes: null });
  });
});
