import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-errors.js';
import { pdfTextLines } from '../test/pdf-text.js';
import { renderTextPdf, type PdfBlock } from './index.js';

const lines = (...texts: string[]): PdfBlock[] => texts.map((text) => ({ kind: 'line', text }));

async function refusal(blocks: PdfBlock[]) {
  const error = await renderTextPdf({ title: 'Song', blocks }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('renderTextPdf', () => {
  it('makes a PDF whose text reads back: Latin with accents, Greek, Cyrillic', async () => {
    const texts = [
      'Ça ira, señor — Ångström, Œuvre, Łódź, Ñandú, Straße',
      'Καλημέρα κόσμε, αγάπη μου',
      'Привет, мир — любовь моя',
    ];
    const bytes = await renderTextPdf({
      title: 'Canción',
      author: 'Zoë',
      blocks: [
        { kind: 'title', text: 'Canción' },
        { kind: 'heading', text: '[Chorus]' },
        ...lines(...texts),
      ],
    });
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    const read = await pdfTextLines(bytes);
    expect(read).toEqual(['Canción', '[Chorus]', ...texts]);
  });

  it('reads accents written as combining marks as the composed letters', async () => {
    const read = await pdfTextLines(
      await renderTextPdf({ title: 't', blocks: lines('cafe\u0301') }),
    );
    expect(read).toEqual(['café']);
  });

  it('wraps a line wider than the page and starts new pages as the text runs on', async () => {
    const long = 'la '.repeat(120).trim();
    const bytes = await renderTextPdf({
      title: 't',
      blocks: lines(long, ...Array(80).fill('verse')),
    });
    const read = await pdfTextLines(bytes);
    expect(read.slice(0, 4).join(' ').startsWith('la la')).toBe(true);
    expect(read.filter((l) => l.startsWith('la')).join(' ')).toBe(long);
    expect(read.filter((l) => l === 'verse')).toHaveLength(80);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });

  it.each([
    ['Hebrew', 'שלום עולם'],
    ['Arabic', 'مرحبا بالعالم'],
  ])('refuses %s (right to left) with pdf.rightToLeftUnsupported', async (_name, text) => {
    const error = await refusal(lines('Verse one', text));
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('pdf.rightToLeftUnsupported');
  });

  it('refuses CJK naming the characters, with pdf.scriptUnsupported', async () => {
    const error = await refusal(lines('愛してる', '사랑해'));
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('pdf.scriptUnsupported');
    expect(error.message).toContain('愛 し て る 사');
  });
});
