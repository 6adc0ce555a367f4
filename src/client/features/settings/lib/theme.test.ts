import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme } from './theme';

describe('resolveTheme', () => {
  it('follows the device for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('keeps a chosen theme whatever the device says', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

describe('parseThemePreference', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
  ])('reads %j as %j', (stored, expected) => {
    expect(parseThemePreference(stored)).toBe(expected);
  });
});
