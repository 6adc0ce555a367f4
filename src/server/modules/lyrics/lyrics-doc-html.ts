import { getSchema, type JSONContent } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import { Parser } from 'htmlparser2';
import * as Y from 'yjs';
import {
  LYRICS_DOC_COLOURS,
  LYRICS_DOC_FIELD,
  LYRICS_TITLE_FIELD,
} from '../../../shared/lyrics-document.js';
import { lyricsDocumentExtensions } from '../../../shared/lyrics-document-extensions.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { sanitizeLyricsHtml } from '../../lib/sanitize-lyrics.js';

/** The editor's ProseMirror schema, built in Node from the editor's own extension list. */
export const lyricsSchema = getSchema(lyricsDocumentExtensions());

type Mark = NonNullable<JSONContent['marks']>[number];

/** `color: #xxxxxx` of a span's style, when it is a palette colour (the sanitizer ran before). */
function spanColour(style: string | undefined): string | null {
  const match = /(?:^|;)\s*color\s*:\s*(#[0-9a-f]{6})/i.exec(style ?? '');
  const colour = match?.[1]?.toLowerCase();
  return colour && LYRICS_DOC_COLOURS.includes(colour) ? colour : null;
}

const TAG_MARKS: Record<string, Mark> = {
  strong: { type: 'bold' },
  b: { type: 'bold' },
  em: { type: 'italic' },
  i: { type: 'italic' },
  s: { type: 'strike' },
};

/**
 * Sanitized lyrics HTML as ProseMirror JSON of the editor's schema, without a DOM: paragraphs,
 * hard breaks, bold, italic, strike and palette text colour. Text outside any paragraph (plain
 * text from the studio) becomes one paragraph per line, as the plain-text reading shows it.
 */
export function lyricsHtmlToJson(html: string): JSONContent {
  const paragraphs: JSONContent[] = [];
  let current: JSONContent[] | null = null;
  let insideParagraph = false;
  const marks: Array<Mark | null> = [];
  const activeMarks = () => marks.filter((mark): mark is Mark => mark !== null);
  const line = () => {
    if (!current) paragraphs.push({ type: 'paragraph', content: (current = []) });
    return current;
  };
  const addText = (text: string) => {
    if (text === '') return;
    const active = activeMarks();
    line().push({ type: 'text', text, ...(active.length > 0 ? { marks: active } : {}) });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'p') {
          current = null;
          line();
          insideParagraph = true;
        } else if (name === 'br') line().push({ type: 'hardBreak' });
        else if (name === 'span') {
          const colour = spanColour(attributes.style);
          marks.push(colour ? { type: 'textStyle', attrs: { color: colour } } : null);
        } else if (TAG_MARKS[name]) marks.push(TAG_MARKS[name]);
      },
      onclosetag(name) {
        if (name === 'p') {
          current = null;
          insideParagraph = false;
        } else if (name === 'span' || TAG_MARKS[name]) marks.pop();
      },
      ontext(text) {
        if (insideParagraph) return addText(text.replace(/\r?\n/g, ' '));
        text.split(/\r\n?|\n/).forEach((part, index) => {
          if (index > 0) current = null;
          addText(part);
          if (part === '' && index > 0) line();
        });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const content = paragraphs.map((paragraph) =>
    paragraph.content && paragraph.content.length > 0 ? paragraph : { type: 'paragraph' },
  );
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** Writes `html` and `title` into an empty document (the seed of a lyrics row's document). */
export function fillLyricsDoc(doc: Y.Doc, html: string, title: string): void {
  doc.transact(() => {
    prosemirrorJSONToYXmlFragment(
      lyricsSchema,
      lyricsHtmlToJson(sanitizeLyricsHtml(html)),
      doc.getXmlFragment(LYRICS_DOC_FIELD),
    );
    doc.getText(LYRICS_TITLE_FIELD).insert(0, title);
  });
}

/** The document's body as one run of HTML: marks outermost colour, then bold, italic, strike. */
function textHtml(text: Y.XmlText): string {
  let html = '';
  for (const op of text.toDelta() as Array<{
    insert: unknown;
    attributes?: Record<string, unknown>;
  }>) {
    if (typeof op.insert !== 'string') continue;
    let run = escapeHtml(op.insert);
    const attributes = op.attributes ?? {};
    if (attributes.strike) run = `<s>${run}</s>`;
    if (attributes.italic) run = `<em>${run}</em>`;
    if (attributes.bold) run = `<strong>${run}</strong>`;
    const colour = (attributes.textStyle as { color?: unknown } | undefined)?.color;
    if (typeof colour === 'string') run = `<span style="color:${colour}">${run}</span>`;
    html += run;
  }
  return html;
}

function paragraphHtml(paragraph: Y.XmlElement): string {
  let html = '';
  for (const child of paragraph.toArray()) {
    if (child instanceof Y.XmlText) html += textHtml(child);
    else if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') html += '<br>';
  }
  return `<p>${html}</p>`;
}

/** The document's body as sanitized lyrics HTML (what lyrics.content keeps). */
export function lyricsDocHtml(doc: Y.Doc): string {
  const body = doc.getXmlFragment(LYRICS_DOC_FIELD);
  let html = '';
  for (const child of body.toArray()) {
    if (child instanceof Y.XmlElement && child.nodeName === 'paragraph') {
      html += paragraphHtml(child);
    }
  }
  return sanitizeLyricsHtml(html);
}

/** The document's title as typed (the renderer keeps the stored one when it is blank). */
export const lyricsDocTitle = (doc: Y.Doc): string =>
  doc.getText(LYRICS_TITLE_FIELD).toJSON().trim();

/** Characters of body text (hard breaks and paragraph ends not counted), for the 100,000 cap. */
export function lyricsDocTextLength(doc: Y.Doc): number {
  let length = 0;
  for (const child of doc.getXmlFragment(LYRICS_DOC_FIELD).toArray()) {
    if (!(child instanceof Y.XmlElement)) continue;
    for (const part of child.toArray()) if (part instanceof Y.XmlText) length += part.length;
  }
  return length;
}
