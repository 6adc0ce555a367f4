import type { PDFFont, PDFPage } from 'pdf-lib';
import { pdfFontBytes } from './pdf-fonts.js';
import { assertPrintable } from './script-check.js';

/** One piece of a text document, set top to bottom. */
export type PdfBlock =
  | { kind: 'title' | 'subtitle' | 'heading' | 'line'; text: string }
  /** An empty line (a blank line of the lyrics, or space between parts). */
  | { kind: 'gap' };

export interface TextPdf {
  /** The document's title (its metadata and the reader's window title). */
  title: string;
  /** Who wrote it, for the metadata. */
  author?: string;
  blocks: readonly PdfBlock[];
}

// A4 in points, with 2 cm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 };
const STYLES = {
  title: { size: 20, bold: true, after: 6, colour: 0 },
  subtitle: { size: 11, bold: false, after: 2, colour: 0.3 },
  heading: { size: 11, bold: true, after: 2, colour: 0.3 },
  line: { size: 12, bold: false, after: 3, colour: 0 },
} as const;
const GAP = 10;

/** `text` cut into lines no wider than `width` at spaces; a word longer than a line stays whole. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/(?<= )/)) {
    const next = current + word;
    if (current && font.widthOfTextAtSize(next.trimEnd(), size) > width) {
      lines.push(current.trimEnd());
      current = word;
    } else current = next;
  }
  lines.push(current.trimEnd());
  return lines;
}

/**
 * A PDF of text blocks (a lyric sheet now; the confirmed split sheet and the release pack
 * later), set in the fonts of pdf-fonts.ts on A4 pages, text selectable and searchable. Text no
 * font here can set right — right-to-left lines, CJK — is refused with a coded 422 before any
 * page is made (script-check.ts).
 */
export async function renderTextPdf(input: TextPdf): Promise<Uint8Array> {
  const blocks = input.blocks.map((b) =>
    b.kind === 'gap' ? b : { ...b, text: b.text.normalize('NFC') },
  );
  // Loaded with the first PDF (about 30 MB resident with its font engine): most servers make
  // none for hours, and an idle one should not hold them (issue "Runs light").
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await Promise.all([
    pdfFontBytes('regular'),
    pdfFontBytes('bold'),
  ]);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const covered = new Set(regular.getCharacterSet());
  assertPrintable(
    [input.title, ...blocks.flatMap((b) => (b.kind === 'gap' ? [] : [b.text]))],
    (cp) => covered.has(cp),
  );

  doc.setTitle(input.title.normalize('NFC'));
  if (input.author) doc.setAuthor(input.author.normalize('NFC'));
  doc.setCreator('Trackroom');
  doc.setProducer('Trackroom');

  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  for (const block of blocks) {
    if (block.kind === 'gap') {
      y -= GAP;
      continue;
    }
    const style = STYLES[block.kind];
    const font = style.bold ? bold : regular;
    // A section heading keeps a little space above it, as on the printable page.
    if (block.kind === 'heading') y -= GAP / 2;
    for (const line of wrap(block.text, font, style.size, width)) {
      const height = font.heightAtSize(style.size);
      room(height);
      y -= height;
      page.drawText(line, {
        x: PAGE.margin,
        y,
        size: style.size,
        font,
        color: rgb(style.colour, style.colour, style.colour),
      });
      y -= style.after;
    }
  }
  return doc.save();
}
