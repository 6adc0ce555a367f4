/**
 * Lyrics as plain text. The server stores sanitized HTML (src/server/lib/sanitize-lyrics.ts): the
 * editor's paragraphs and line breaks, or plain text HTML-escaped with its newlines kept (what
 * the studio panel saved before it became the same rich editor, or an API client's text). Both
 * read back here as lines of text — for the overview preview and syllable counts. Only our sanitizer's output comes in, so a small reader
 * of its few tags is enough; the result is text and is rendered as text.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The lyrics' text, one entry per line: paragraphs and `<br>` end lines; markup is dropped. */
export function lyricsToPlainText(content: string): string {
  const text = content
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p(\s[^>]*)?>/gi, '\n')
    .replace(/<[^<>]*>/g, '');
  return decodeEntities(text);
}

export const PREVIEW_LINES = 3;
export const PREVIEW_CHARACTERS = 150;

/**
 * The overview's lyrics preview (part 2 §2): the first three non-blank lines, cut at 150
 * characters with an ellipsis when anything was left out.
 */
export function lyricsPreview(content: string): string {
  const lines = lyricsToPlainText(content)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim().length > 0);
  const shown = lines.slice(0, PREVIEW_LINES).join('\n');
  const cut = shown.length > PREVIEW_CHARACTERS;
  const text = cut ? shown.slice(0, PREVIEW_CHARACTERS).trimEnd() : shown;
  return cut || lines.length > PREVIEW_LINES ? `${text}…` : text;
}

/**
 * Stored lyrics as the rich editor's HTML. The editor stores paragraphs already; plain text
 * (saved by the old studio panel or an API client) is escaped text whose newlines HTML would
 * fold into spaces, so each of its lines becomes a paragraph (the server escaped it: safe to wrap).
 */
export function lyricsToEditorHtml(content: string): string {
  if (content.length === 0 || /<(p|br)[\s/>]/i.test(content)) return content;
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('');
}
