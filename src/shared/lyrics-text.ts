/**
 * Lyrics as plain text, for the client (previews, syllable counts, the .txt sheet) and the server
 * (the lyric sheet, its PDF, the data export) alike. The server stores sanitized HTML
 * (src/server/lib/sanitize-lyrics.ts): the editor's paragraphs and line breaks, or plain text
 * HTML-escaped with its newlines kept (what the studio panel saved before it became the same
 * rich editor, or an API client's text). Only our sanitizer's output comes in, so a small reader
 * of its few tags is enough (lists and headings are read too, should it ever allow them); the
 * result is text and must be shown as text.
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

/** A tag that ends a line of text when it closes (a paragraph, heading, list item, block). */
const BLOCK_END = /<\/(?:p|h[1-6]|li|div|blockquote)>[ \t]*\n?/gi;

/**
 * The lyrics' text: each paragraph, heading or list item a line ("• " before a list item),
 * `<br>` a line break, an empty paragraph a blank line; other markup dropped, entities decoded.
 */
export function lyricsToPlainText(content: string): string {
  const text = content
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(?:\s[^>]*)?>/gi, '• ')
    .replace(BLOCK_END, '\n')
    .replace(/<\/?(?:ul|ol)(?:\s[^>]*)?>\n?/gi, '')
    .replace(/<[^<>]*>/g, '');
  // The last block's closing tag ends the text, not one more (empty) line.
  const endsWithBlock = /<\/(?:p|h[1-6]|li|div|blockquote|ul|ol)>\s*$/i.test(content);
  return decodeEntities(endsWithBlock ? text.replace(/\n$/, '') : text);
}

/** A section marker line: "[Chorus]", "[Verse 1]" — a heading on the sheet, not a sung line. */
export const isSectionMarker = (line: string): boolean => /^\s*\[[^[\]]+\]\s*$/.test(line);

/** Credit roles that make someone a writer of the song (compared in lower case). */
export const WRITER_ROLES = [
  'songwriter',
  'lyricist',
  'composer',
  'writer',
  'co-writer',
  'topliner',
];

/** The writers among a song's credits, in credit order, each name once. */
export function writersOf(credits: readonly { name: string; role: string }[]): string[] {
  const names: string[] = [];
  for (const credit of credits) {
    const roles = credit.role.split(',').map((role) => role.trim().toLowerCase());
    const name = credit.name.trim();
    if (name && roles.some((role) => WRITER_ROLES.includes(role)) && !names.includes(name)) {
      names.push(name);
    }
  }
  return names;
}

/** What a lyric sheet shows, in whichever form (printable page, .txt, PDF). */
export interface LyricSheet {
  title: string;
  /** The project (song) the lyrics belong to, shown when it differs from the title. */
  songTitle: string;
  writers: string[];
  /** The lyrics as lines of plain text. */
  lines: string[];
}

/**
 * The sheet as a .txt: the title, "Writers: …" (in the reader's language: `writersLabel`), a
 * blank line, then the lyrics with their line breaks, Windows-safe line ends left to the reader.
 */
export function lyricSheetText(sheet: LyricSheet, writersLabel: string, songLabel: string): string {
  const head = [sheet.title];
  if (sheet.songTitle && sheet.songTitle !== sheet.title)
    head.push(`${songLabel}: ${sheet.songTitle}`);
  if (sheet.writers.length) head.push(`${writersLabel}: ${sheet.writers.join(', ')}`);
  return `${head.join('\n')}\n\n${sheet.lines.join('\n')}\n`;
}
