import * as Y from 'yjs';
import {
  LYRICS_DOC_COLOURS,
  LYRICS_DOC_FIELD,
  LYRICS_DOC_MARKS,
  LYRICS_DOC_NODES,
  LYRICS_DOC_TEXT_MAX,
  LYRICS_DOC_TITLE_MAX,
  LYRICS_TITLE_FIELD,
  MAX_LYRICS_UPDATE_BYTES,
} from '../../../shared/lyrics-document.js';
import { lyricsDocTextLength } from './lyrics-doc-html.js';

/** Why an update was refused: the error code the client is told (then closed with 4400). */
export type LyricsUpdateRefusal =
  'lyrics.updateTooLarge' | 'lyrics.updateInvalid' | 'lyrics.tooLong';

const NODES: readonly string[] = LYRICS_DOC_NODES;
const MARKS: Record<string, readonly string[]> = LYRICS_DOC_MARKS;

/** A mark as Y.XmlText formatting: a known name, its known attributes, palette colours only. */
function validFormat(content: Y.ContentFormat): boolean {
  const allowed = MARKS[content.key];
  if (!allowed) return false;
  const value: unknown = content.value;
  if (value === null || value === true) return true;
  if (typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).every(
    ([name, attribute]) =>
      allowed.includes(name) &&
      (attribute === null ||
        (typeof attribute === 'string' && LYRICS_DOC_COLOURS.includes(attribute))),
  );
}

/** A type the body may hold: a paragraph or hard break element, or a run of text. */
function validType(content: Y.ContentType): boolean {
  const type = content.type;
  if (type instanceof Y.XmlText) return true;
  return type instanceof Y.XmlElement && NODES.includes(type.nodeName);
}

/** What an update may contain at all, whatever its place (checked before it is applied). */
function checkContents(structs: ReturnType<typeof Y.decodeUpdate>['structs']): {
  valid: boolean;
  inserted: number;
} {
  let inserted = 0;
  for (const struct of structs) {
    if (!(struct instanceof Y.Item)) continue;
    const content = struct.content;
    if (content instanceof Y.ContentString) inserted += content.str.length;
    else if (content instanceof Y.ContentFormat) {
      if (!validFormat(content)) return { valid: false, inserted };
    } else if (content instanceof Y.ContentType) {
      if (!validType(content)) return { valid: false, inserted };
    } else if (!(content instanceof Y.ContentDeleted)) return { valid: false, inserted };
  }
  return { valid: true, inserted };
}

/** Whether an integrated item sits where the editor puts such content. */
function validPlace(doc: Y.Doc, item: Y.Item): boolean {
  const content = item.content;
  if (content instanceof Y.ContentDeleted) return true;
  if (item.parentSub !== null) return false;
  const parent = item.parent;
  if (parent === doc.getXmlFragment(LYRICS_DOC_FIELD)) {
    return (
      content instanceof Y.ContentType &&
      content.type instanceof Y.XmlElement &&
      content.type.nodeName === 'paragraph'
    );
  }
  if (parent === doc.getText(LYRICS_TITLE_FIELD)) return content instanceof Y.ContentString;
  if (parent instanceof Y.XmlText) {
    return content instanceof Y.ContentString || content instanceof Y.ContentFormat;
  }
  if (parent instanceof Y.XmlElement && parent.nodeName === 'paragraph') {
    // Runs of text and hard breaks; never a paragraph in a paragraph.
    const type = content instanceof Y.ContentType ? content.type : null;
    return (
      type instanceof Y.XmlText || (type instanceof Y.XmlElement && type.nodeName === 'hardBreak')
    );
  }
  return false;
}

/** The items a transaction added to the store (new clocks of each client). */
function* newItems(doc: Y.Doc, transaction: Y.Transaction): Generator<Y.Item> {
  for (const [client, after] of transaction.afterState) {
    const before = transaction.beforeState.get(client) ?? 0;
    if (after <= before) continue;
    const structs = doc.store.clients.get(client) ?? [];
    for (let at = Y.findIndexSS(structs, before); at < structs.length; at++) {
      const struct = structs[at]!;
      if (struct.id.clock >= after) break;
      if (struct instanceof Y.Item) yield struct;
    }
  }
}

export type CheckedUpdate =
  | { refused: null; effective: Uint8Array | null }
  /** `spoiled`: the update was applied before the refusal, so the document must be reloaded. */
  | { refused: LyricsUpdateRefusal; spoiled: boolean };

/**
 * Applies a client's update to the room's document if it keeps to the editor's set: at most
 * MAX_LYRICS_UPDATE_BYTES, decodable, only paragraphs, hard breaks, text and the editor's marks
 * (palette colours only) in their places, a plain-text title, and text within the caps. The
 * contents are checked before applying; places and lengths after, on the integrated items (a
 * refusal then leaves the document spoiled: the caller reloads it from the database, where the
 * update never went). `effective` is what the update changed (null: nothing new), the bytes
 * to store and relay.
 */
export function applyCheckedUpdate(
  doc: Y.Doc,
  update: Uint8Array,
  origin: object,
  lengths: { body: number },
): CheckedUpdate {
  if (update.byteLength > MAX_LYRICS_UPDATE_BYTES) {
    return { refused: 'lyrics.updateTooLarge', spoiled: false };
  }
  let contents: { valid: boolean; inserted: number };
  try {
    contents = checkContents(Y.decodeUpdate(update).structs);
  } catch {
    return { refused: 'lyrics.updateInvalid', spoiled: false };
  }
  if (!contents.valid) return { refused: 'lyrics.updateInvalid', spoiled: false };

  let effective: Uint8Array | null = null;
  let misplaced = false;
  const onUpdate = (bytes: Uint8Array, from: unknown) => {
    if (from === origin) effective = bytes;
  };
  const onTransaction = (transaction: Y.Transaction) => {
    if (transaction.origin !== origin) return;
    for (const item of newItems(doc, transaction)) {
      if (!validPlace(doc, item)) misplaced = true;
    }
  };
  doc.on('afterTransaction', onTransaction);
  doc.on('update', onUpdate);
  try {
    Y.applyUpdate(doc, update, origin);
  } catch {
    return { refused: 'lyrics.updateInvalid', spoiled: true };
  } finally {
    doc.off('afterTransaction', onTransaction);
    doc.off('update', onUpdate);
  }
  if (misplaced) return { refused: 'lyrics.updateInvalid', spoiled: true };
  if (effective === null) return { refused: null, effective: null };
  if (doc.getText(LYRICS_TITLE_FIELD).length > LYRICS_DOC_TITLE_MAX) {
    return { refused: 'lyrics.tooLong', spoiled: true };
  }
  // The kept length only grows by what was inserted; counted exactly once near the cap.
  lengths.body += contents.inserted;
  if (lengths.body > LYRICS_DOC_TEXT_MAX) {
    lengths.body = lyricsDocTextLength(doc);
    if (lengths.body > LYRICS_DOC_TEXT_MAX) return { refused: 'lyrics.tooLong', spoiled: true };
  }
  return { refused: null, effective };
}
