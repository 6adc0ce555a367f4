// Readers for the delivery tests: a strict XML parser (no XML parser is a dependency, and
// htmlparser2 forgives what a distributor's parser would refuse) and an RFC 4180 CSV parser.
import type { DeliveryInput, DeliveryTrack } from './delivery-input.js';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`Raw < at ${at}`);
  return raw.replace(/&([^;]{0,10});|&/g, (match, name?: string) => {
    if (name === undefined) throw new Error(`Bare & at ${at}`);
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`Unknown entity ${match} at ${at}`);
    return value;
  });
}

/** The document's root element; throws on anything not well formed. */
export function parseXml(text: string): XmlElement {
  if (FORBIDDEN.test(text)) throw new Error('A character XML 1.0 forbids');
  let i = 0;
  if (text.startsWith('<?xml')) i = text.indexOf('?>') + 2;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const raw = text.slice(i, lt === -1 ? text.length : lt);
    if (raw.trim()) {
      if (!stack.length) throw new Error(`Text outside the root at ${i}`);
      stack.at(-1)!.children.push(decode(raw, i));
    }
    if (lt === -1) break;
    const gt = text.indexOf('>', lt);
    if (gt === -1) throw new Error(`Unclosed tag at ${lt}`);
    const tag = text.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const open = stack.pop();
      if (!open || open.name !== tag.slice(1).trim()) throw new Error(`Mismatched </${tag}>`);
      if (!stack.length) root = open;
      continue;
    }
    const name = NAME.exec(tag)?.[0];
    if (!name) throw new Error(`Bad tag <${tag}>`);
    if (root) throw new Error('Two roots');
    const selfClosing = tag.endsWith('/');
    const attributes: Record<string, string> = {};
    const rest = tag.slice(name.length, selfClosing ? -1 : undefined);
    const attribute = /\s+([A-Za-z_][\w.:-]*)="([^"]*)"/y;
    let match: RegExpExecArray | null;
    let consumed = 0;
    while ((match = attribute.exec(rest))) {
      if (match[1]! in attributes) throw new Error(`Attribute twice: ${match[1]}`);
      attributes[match[1]!] = decode(match[2]!, lt);
      consumed = attribute.lastIndex;
    }
    if (rest.slice(consumed).trim()) throw new Error(`Bad attributes in <${tag}>`);
    const element: XmlElement = { name, attributes, children: [] };
    if (stack.length) stack.at(-1)!.children.push(element);
    if (selfClosing) {
      if (!stack.length) root = element;
    } else stack.push(element);
  }
  if (stack.length || !root) throw new Error('Unclosed elements at the end');
  return root;
}

/** The element's child elements, in order. */
export const elements = (node: XmlElement) =>
  node.children.filter((c): c is XmlElement => typeof c !== 'string');

/** The child elements' names, in order. */
export const childNames = (node: XmlElement) => elements(node).map((c) => c.name);

/** The first child element named `name` (fails when there is none). */
export function child(node: XmlElement, name: string): XmlElement {
  const found = elements(node).find((c) => c.name === name);
  if (!found)
    throw new Error(`<${node.name}> has no <${name}> (it has ${childNames(node).join(', ')})`);
  return found;
}

/** An element's text, following a path of child names. */
export function textAt(node: XmlElement, ...path: string[]): string {
  const target = path.reduce(child, node);
  return target.children.filter((c): c is string => typeof c === 'string').join('');
}

/** RFC 4180 CSV (CRLF rows, quoted cells with doubled quotes); throws on a stray quote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && cell === '') {
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) throw new Error('Unclosed quote');
        if (text[q + 1] === '"') j = q + 2;
        else {
          cell = text.slice(i + 1, q).replaceAll('""', '"');
          i = q + 1;
          break;
        }
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error('Text after a quote');
      continue;
    }
    const c = text[i]!;
    if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else if (c === '"') throw new Error('Stray quote');
    else cell += c;
    i += 1;
  }
  if (cell || row.length) throw new Error('Last row without CRLF');
  return rows;
}

/** A track with everything a ready track has; `overrides` changes what a test needs. */
export function sampleTrack(
  position: number,
  overrides: Partial<DeliveryTrack> = {},
): DeliveryTrack {
  return {
    position,
    title: `Song ${position}`,
    isrc: `GBAYE2600${String(position).padStart(3, '0')}`,
    explicit: false,
    durationSeconds: 200 + position,
    master: {
      storageKey: `audio/master-${position}.wav`,
      mime: 'audio/wav',
      originalName: `take ${position}.wav`,
      container: 'wav',
    },
    credits: [
      { name: 'Ana Writer', role: 'songwriter' },
      { name: 'Bo Singer', role: 'vocalist, performer' },
      { name: 'Cy Producer', role: 'producer, mixer' },
    ],
    splits: [
      { type: 'master', entries: [{ name: 'Bo Singer', sharePercent: 100, confirmed: true }] },
      {
        type: 'publishing',
        entries: [
          { name: 'Ana Writer', sharePercent: 50 },
          { name: 'Cy Producer', sharePercent: 50 },
        ],
      },
    ],
    lyrics: { text: `Line one of ${position}\nLine two` },
    ...overrides,
  };
}

/** A ready three-track EP; `overrides` changes the release. */
export function sampleInput(overrides: Partial<DeliveryInput['release']> = {}): DeliveryInput {
  return {
    release: {
      id: '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      type: 'ep',
      title: 'First Light',
      artistName: 'The Examples',
      label: 'Example Records',
      releaseDate: '2027-03-01',
      originalReleaseDate: '2026-12-01',
      genre: 'Pop',
      pLine: '2027 Example Records',
      cLine: '2027 Example Records',
      upc: '036000291452',
      explicit: false,
      senderPartyId: '',
      recipientPartyId: '',
      artwork: { storageKey: 'art/cover.jpg', mime: 'image/jpeg' },
      ...overrides,
    },
    tracks: [1, 2, 3].map((n) => sampleTrack(n)),
    checklist: { ready: true, release: [], tracks: [] },
    createdAt: new Date('2027-01-02T03:04:05.000Z'),
  };
}
