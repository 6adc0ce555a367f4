import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The fonts PDFs are set in, each from an npm package with TrueType files (pdf-lib embeds TTF/OTF,
 * not the WOFF files most font packages ship). DejaVu Sans (`dejavu-fonts-ttf`, Bitstream Vera
 * and Arev licences: free to embed and redistribute) covers Latin with every accent, Greek and
 * Cyrillic. Right-to-left scripts and CJK have no font here yet: script-check.ts refuses them.
 */
export const PDF_FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type PdfFontStyle = keyof typeof PDF_FONT_FILES;

const loaded = new Map<PdfFontStyle, Promise<Uint8Array>>();

/** A font file's bytes, read once per process (~700 KB each) on first use. */
export function pdfFontBytes(style: PdfFontStyle): Promise<Uint8Array> {
  let bytes = loaded.get(style);
  if (!bytes) {
    bytes = readFile(require.resolve(PDF_FONT_FILES[style])).then((b) => new Uint8Array(b));
    // A failed read is forgotten, so the next PDF tries again.
    bytes.catch(() => loaded.delete(style));
    loaded.set(style, bytes);
  }
  return bytes;
}
