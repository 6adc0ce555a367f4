import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-codes';
import { errorCodeOf } from './error-lookup';
import { splitsOverMessage } from './schemas/splits';

describe('error code catalogue', () => {
  it('names every code area.reason in camelCase (or a bare generic word)', () => {
    for (const code of Object.keys(ERROR_MESSAGES)) {
      expect(code).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)?$/);
    }
  });

  it('gives each text one code, so a message finds its code without doubt', () => {
    const texts = Object.values<string>(ERROR_MESSAGES);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it('finds a plain message by its exact text', () => {
    expect(errorCodeOf('Invalid email or password')).toEqual({ code: 'auth.invalidCredentials' });
    expect(errorCodeOf('Invalid email or password.')).toBeUndefined();
  });

  it('finds a message with variable parts and hands them over as params', () => {
    expect(errorCodeOf(splitsOverMessage(12050))).toEqual({
      code: 'splits.over100',
      params: { total: '120.5', over: '20.5' },
    });
    expect(errorCodeOf('"demo.wav" would exceed your Creator plan\'s 2 GB storage')).toEqual({
      code: 'upload.overPlan',
      params: { name: 'demo.wav', plan: 'Creator', size: '2 GB' },
    });
  });

  it('prefers an exact text over a pattern that also fits it', () => {
    expect(errorCodeOf('Title is too long (200 characters at most)')?.code).toBe(
      'projects.titleTooLong',
    );
    expect(errorCodeOf('Bio is too long (2000 characters at most)')).toEqual({
      code: 'form.tooLong',
      params: { label: 'Bio', max: '2000' },
    });
  });
});
