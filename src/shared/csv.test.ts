import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text, numbers and empty values as they are', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('quotes every cell holding a comma, semicolon, quote or line break', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    // Excel in de/es/pt/it splits on the semicolon.
    expect(csvCell('Müller; Rossi')).toBe('"Müller; Rossi"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('crlf\r\nend')).toBe('"crlf\r\nend"');
  });

  it('doubles the quotes inside a quoted cell', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('"')).toBe('""""');
  });

  it('defuses formulas with a leading apostrophe before quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-2;3')).toBe(`"'-2;3"`);
    expect(csvCell('+SUM(A1,"x")')).toBe(`"'+SUM(A1,""x"")"`);
  });
});
