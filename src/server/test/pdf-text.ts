import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/** A glyph code (hex, as the content stream writes it) → the text it stands for. */
type ToUnicode = Map<string, string>;

const utf16 = (hex: string) => {
  let text = '';
  for (let i = 0; i < hex.length; i += 4)
    text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
};

const streamText = (stream: PDFObject | undefined) =>
  stream instanceof PDFRawStream
    ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
    : '';

/** The bfchar and bfrange entries of a ToUnicode CMap. */
function parseToUnicode(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(src!.toUpperCase(), utf16(dst!));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of body!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
    )) {
      const width = lo!.length;
      for (let code = parseInt(lo!, 16), n = 0; code <= parseInt(hi!, 16); code += 1, n += 1) {
        const start = parseInt(dst!.slice(-4), 16) + n;
        map.set(code.toString(16).toUpperCase().padStart(width, '0'), String.fromCharCode(start));
      }
    }
  }
  return map;
}

/**
 * The text a PDF shows, line by line as drawn (one entry per text-showing operator): each
 * glyph code read back through its font's ToUnicode map, as a PDF reader's copy and search do.
 * Enough for the PDFs of src/server/pdf (one hex string per `Tj`).
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, ToUnicode>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      maps.set(name.decodeText(), parseToUnicode(streamText(font.lookup(PDFName.of('ToUnicode')))));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((r) => doc.context.lookup(r))
        : [contents];
    let current: ToUnicode = new Map();
    for (const content of streams.map((s) => streamText(s ?? undefined))) {
      for (const op of content.matchAll(/\/([\w+-]+) [\d.]+ Tf|<([0-9A-Fa-f]*)> ?Tj/g)) {
        if (op[1]) current = maps.get(op[1]) ?? new Map<string, string>();
        else {
          const hex = op[2]!.toUpperCase();
          let text = '';
          for (let i = 0; i < hex.length; i += 4)
            text += current.get(hex.slice(i, i + 4)) ?? '\uFFFD';
          lines.push(text);
        }
      }
    }
  }
  return lines;
}
