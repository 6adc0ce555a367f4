import { lyricsToPlainText } from '../../../../shared/lyrics-text';

// Shared with the server (lyric sheets, the data export): one reading of stored lyrics.
export { lyricsToPlainText };

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
