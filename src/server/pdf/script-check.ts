import { ERROR_MESSAGES } from '../../shared/error-codes.js';
import { HttpError } from '../lib/http-errors.js';

/**
 * Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
 * presentation forms. pdf-lib draws glyphs left to right and has no bidirectional layout, so such
 * a line would come out backwards: refused rather than printed wrong.
 */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}]|[\u{1e800}-\u{1efff}]/u;

/** Characters with no glyph in the PDF fonts, at most this many named in the refusal. */
const NAMED_AT_MOST = 5;

/**
 * Refuses text the PDF cannot set right, with a stable code (422): `pdf.rightToLeftUnsupported`
 * for right-to-left lines, `pdf.scriptUnsupported` naming the first characters without a glyph
 * (CJK, Devanagari, emoji…). `hasGlyph` is the font's coverage; spaces and line ends need none.
 */
export function assertPrintable(texts: readonly string[], hasGlyph: (cp: number) => boolean) {
  const missing = new Set<string>();
  for (const text of texts) {
    if (RIGHT_TO_LEFT.test(text)) {
      throw new HttpError(
        422,
        ERROR_MESSAGES['pdf.rightToLeftUnsupported'],
        undefined,
        'pdf.rightToLeftUnsupported',
      );
    }
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      if (/\s/u.test(char) || hasGlyph(cp)) continue;
      missing.add(char);
    }
  }
  if (missing.size > 0) {
    const characters = [...missing].slice(0, NAMED_AT_MOST).join(' ');
    throw new HttpError(
      422,
      ERROR_MESSAGES['pdf.scriptUnsupported'].replace('{{characters}}', characters),
      undefined,
      'pdf.scriptUnsupported',
    );
  }
}
