import { describe, expect, it } from 'vitest';
import { isAbFlipKey } from './ab-shortcut';

const element = (tagName: string, attributes: Record<string, string> = {}, inside = '') => ({
  tagName,
  isContentEditable: false,
  getAttribute: (name: string) => attributes[name] ?? null,
  closest: (selector: string) => (inside && selector.includes(inside) ? {} : null),
});

describe('A/B flip key', () => {
  it('flips on X or x with the page, a button or the seek slider focused', () => {
    expect(isAbFlipKey({ key: 'x' }, null)).toBe(true);
    expect(isAbFlipKey({ key: 'X' }, element('BUTTON'))).toBe(true);
    expect(isAbFlipKey({ key: 'x' }, element('INPUT', { type: 'range' }))).toBe(true);
    expect(isAbFlipKey({ key: 'x' }, element('DIV'))).toBe(true);
  });

  it('is not Space, and not X with a modifier or held down', () => {
    expect(isAbFlipKey({ key: ' ' }, null)).toBe(false);
    expect(isAbFlipKey({ key: 'x', ctrlKey: true }, null)).toBe(false);
    expect(isAbFlipKey({ key: 'x', metaKey: true }, null)).toBe(false);
    expect(isAbFlipKey({ key: 'x', altKey: true }, null)).toBe(false);
    expect(isAbFlipKey({ key: 'x', repeat: true }, null)).toBe(false);
    expect(isAbFlipKey({ key: 'x', defaultPrevented: true }, null)).toBe(false);
  });

  it('leaves the letter to text fields, editors, selects and menus', () => {
    expect(isAbFlipKey({ key: 'x' }, element('INPUT'))).toBe(false);
    expect(isAbFlipKey({ key: 'x' }, element('INPUT', { type: 'search' }))).toBe(false);
    expect(isAbFlipKey({ key: 'x' }, element('TEXTAREA'))).toBe(false);
    expect(isAbFlipKey({ key: 'x' }, element('SELECT'))).toBe(false);
    expect(isAbFlipKey({ key: 'x' }, { ...element('DIV'), isContentEditable: true })).toBe(false);
    expect(isAbFlipKey({ key: 'x' }, element('DIV', { role: 'menuitem' }, 'menu'))).toBe(false);
    expect(isAbFlipKey({ key: 'x' }, element('BUTTON', {}, 'dialog'))).toBe(false);
  });
});
