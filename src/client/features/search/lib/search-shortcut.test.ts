import { describe, expect, it } from 'vitest';
import { isSearchShortcut, searchShortcutLabel } from './search-shortcut';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('search shortcut', () => {
  it('is Ctrl+K or ⌘K, with either case of the letter', () => {
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('K', { metaKey: true }))).toBe(true);
  });

  it('is not K alone, nor with Alt or Shift, nor another letter', () => {
    expect(isSearchShortcut(press('k', {}))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(press('j', { ctrlKey: true }))).toBe(false);
  });

  it('shows ⌘K on Apple platforms and Ctrl K elsewhere', () => {
    expect(searchShortcutLabel('MacIntel')).toBe('⌘K');
    expect(searchShortcutLabel('Linux x86_64')).toBe('Ctrl K');
  });
});
