import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language.js';

describe('the language a public page is rendered in', () => {
  it("follows the reader's own choice on this browser first", () => {
    expect(readerLanguage('it', 'de-DE,de;q=0.9')).toBe('it');
  });

  it('else takes the first of ours the browser asks for, by quality', () => {
    expect(readerLanguage(undefined, 'fr-FR,fr;q=0.9,pt-BR;q=0.8,es;q=0.7')).toBe('pt');
    expect(readerLanguage(undefined, 'es;q=0.4, de;q=0.8')).toBe('de');
    expect(readerLanguage('klingon', 'de')).toBe('de');
  });

  it('falls back to English for nothing usable, a refusal (q=0) or a hostile header', () => {
    expect(readerLanguage(undefined, undefined)).toBe('en');
    expect(readerLanguage(undefined, 'fr, ja')).toBe('en');
    expect(readerLanguage(undefined, 'de;q=0')).toBe('en');
    expect(readerLanguage(undefined, `${'x-'.repeat(100_000)}de`)).toBe('en');
  });
});
