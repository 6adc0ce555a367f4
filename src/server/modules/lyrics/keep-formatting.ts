import { LYRICS_FORMATTING_WOULD_BE_LOST } from '../../../shared/schemas/lyrics.js';
import { conflict } from '../../lib/http-errors.js';

/**
 * One lyrics document (issue 16 item 2): every editor writes the rich document, but the API also
 * takes plain text (older clients, scripts). Plain text saved over a document with bold, italic,
 * strike or colours would erase them without anyone noticing, so it is merged or refused here.
 * Both arguments are sanitized content (src/server/lib/sanitize-lyrics.ts), so plain text is
 * exactly content without a tag (the sanitizer escapes every `<` of text).
 */

const isPlainText = (clean: string) => !clean.includes('<');

// The marks the sanitizer keeps; a bare <span> (no palette colour left) formats nothing.
const FORMATTING = /<(strong|em|s)>|<span style=/;

/** The document's lines as sanitized text: paragraphs and `<br>` end lines, tags dropped. */
function textLines(clean: string): string {
  return clean
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n')
    .replace(/<[^<>]*>/g, '');
}

/**
 * The content to store for a save of `incoming` over `stored`. A rich document always wins (its
 * editor showed the formatting it removes). Plain text over a formatted document is kept out:
 * when it is the document's own text unchanged (a client that only renamed) the document stays;
 * any other plain text is refused with 409, the document untouched.
 */
export function contentKeepingFormatting(stored: string, incoming: string): string {
  if (!isPlainText(incoming) || !FORMATTING.test(stored)) return incoming;
  if (textLines(stored) === incoming.replace(/\r\n?/g, '\n')) return stored;
  throw conflict(LYRICS_FORMATTING_WOULD_BE_LOST);
}
