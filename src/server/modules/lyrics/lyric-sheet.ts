import type { Language } from '../../../shared/constants.js';
import { isSectionMarker, lyricSheetText, type LyricSheet } from '../../../shared/lyrics-text.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { PAGE_ICON_LINK } from '../../lib/page-icon.js';
import { renderTextPdf, type PdfBlock } from '../../pdf/index.js';

/** The sheet's few words, in the language the reader asked for (the client sends its own). */
const LABELS: Record<Language, { writers: string; song: string; hint: string }> = {
  en: {
    writers: 'Writers',
    song: 'Song',
    hint: 'Print this page, or save it as PDF, from your browser’s Print command (Ctrl+P, ⌘P).',
  },
  es: {
    writers: 'Autores',
    song: 'Canción',
    hint: 'Imprime esta página, o guárdala como PDF, con el comando Imprimir del navegador (Ctrl+P, ⌘P).',
  },
  pt: {
    writers: 'Autores',
    song: 'Música',
    hint: 'Imprima esta página, ou salve-a como PDF, com o comando Imprimir do navegador (Ctrl+P, ⌘P).',
  },
  de: {
    writers: 'Autoren',
    song: 'Song',
    hint: 'Drucke diese Seite oder speichere sie als PDF über den Druckbefehl des Browsers (Strg+P, ⌘P).',
  },
  it: {
    writers: 'Autori',
    song: 'Brano',
    hint: 'Stampa questa pagina, o salvala come PDF, con il comando Stampa del browser (Ctrl+P, ⌘P).',
  },
};

/** The file name of a downloaded sheet: the lyrics' title (the header keeps Unicode). */
export const sheetFileName = (sheet: LyricSheet, extension: 'txt' | 'pdf') =>
  `${sheet.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'Lyrics'}.${extension}`;

// Inline <style> is allowed by our CSP (style-src 'unsafe-inline'); no script is ever needed.
// Every line decides its own direction (dir="auto", unicode-bidi: plaintext): a Hebrew or
// Arabic line reads right to left between English ones. The font list reaches system fonts for
// every script, so the browser's "Save as PDF" keeps them all.
const STYLE = `
  body { font: 15px/1.6 'Noto Serif', Georgia, 'Times New Roman', 'Noto Sans Hebrew',
    'Noto Naskh Arabic', 'Noto Serif CJK JP', serif; color: #111; background: #fff;
    max-width: 720px; margin: 2rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.7rem; margin: 0 0 .25rem; }
  .meta { color: #444; margin: 0 0 1.75rem; }
  .meta p { margin: 0; }
  .lyrics p, .lyrics h2, h1, .meta p { unicode-bidi: plaintext; }
  .lyrics p { margin: 0; white-space: pre-wrap; }
  .lyrics h2 { font-size: .95rem; font-weight: bold; color: #444; margin: 1.1rem 0 .2rem;
    break-after: avoid; page-break-after: avoid; }
  .lyrics .gap { height: 1em; }
  .hint { font: 13px/1.4 system-ui, sans-serif; color: #444; background: #f4f4f5;
    border-radius: 6px; padding: .5rem .75rem; margin: 0 0 1.5rem; }
  @page { margin: 2cm; }
  @media print { body { margin: 0; max-width: none; padding: 0; } .hint { display: none; } }
`;

const line = (text: string) =>
  text.trim() === ''
    ? '<div class="gap"></div>'
    : isSectionMarker(text)
      ? `<h2 dir="auto">${escapeHtml(text.trim())}</h2>`
      : `<p dir="auto">${escapeHtml(text)}</p>`;

/** The print-ready page: title, song, writers, then each line with section markers as headings. */
export function renderLyricSheetHtml(sheet: LyricSheet, lang: Language): string {
  const labels = LABELS[lang];
  const meta = [
    sheet.songTitle && sheet.songTitle !== sheet.title
      ? `<p dir="auto">${escapeHtml(labels.song)}: <strong>${escapeHtml(sheet.songTitle)}</strong></p>`
      : '',
    sheet.writers.length
      ? `<p dir="auto">${escapeHtml(labels.writers)}: ${escapeHtml(sheet.writers.join(', '))}</p>`
      : '',
  ].join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(sheet.title)}</title>
${PAGE_ICON_LINK}
<style>${STYLE}</style>
</head>
<body>
  <p class="hint">${escapeHtml(labels.hint)}</p>
  <h1 dir="auto">${escapeHtml(sheet.title)}</h1>
  <div class="meta">${meta}</div>
  <main class="lyrics">
${sheet.lines.map(line).join('\n')}
  </main>
</body>
</html>
`;
}

/** The sheet as plain text (the .txt download). */
export const renderLyricSheetText = (sheet: LyricSheet, lang: Language) =>
  lyricSheetText(sheet, LABELS[lang].writers, LABELS[lang].song);

/** The sheet as a PDF made on the server; right-to-left and CJK lyrics are refused (422). */
export function renderLyricSheetPdf(sheet: LyricSheet, lang: Language): Promise<Uint8Array> {
  const labels = LABELS[lang];
  const blocks: PdfBlock[] = [{ kind: 'title', text: sheet.title }];
  if (sheet.songTitle && sheet.songTitle !== sheet.title) {
    blocks.push({ kind: 'subtitle', text: `${labels.song}: ${sheet.songTitle}` });
  }
  if (sheet.writers.length) {
    blocks.push({ kind: 'subtitle', text: `${labels.writers}: ${sheet.writers.join(', ')}` });
  }
  blocks.push({ kind: 'gap' });
  for (const text of sheet.lines) {
    if (text.trim() === '') blocks.push({ kind: 'gap' });
    else blocks.push({ kind: isSectionMarker(text) ? 'heading' : 'line', text: text.trimEnd() });
  }
  return renderTextPdf({ title: sheet.title, author: sheet.writers.join(', '), blocks });
}
