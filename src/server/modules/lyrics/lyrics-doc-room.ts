import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as authProtocol from 'y-protocols/auth';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  LYRICS_DOC_FIELD,
  LYRICS_MESSAGE,
  LYRICS_TITLE_FIELD,
  MAX_LYRICS_AWARENESS_BYTES,
  MAX_LYRICS_UPDATE_BYTES,
} from '../../../shared/lyrics-document.js';

/** One open channel of one tab to one document, as the room sees it. */
export interface LiveConnection {
  lyricsId: string;
  projectId: string;
  profileId: string;
  accountId: string;
  /** `lyrics.edit` at connect (rechecked when access changes). */
  canWrite: boolean;
  send(message: Uint8Array): void;
  close(code: number, reason: string): void;
  /** Awareness client ids this connection announced (removed when it closes). */
  awarenessIds: Set<number>;
  /** A reader is told once that its edits are not kept. */
  toldReadOnly: boolean;
}

/** A document with the people on it in this process: its Yjs doc and their presence. */
export interface Room {
  lyricsId: string;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  connections: Set<LiveConnection>;
  /** An upper bound of the body's length (lyrics-doc-validate.ts keeps it). */
  lengths: { body: number };
}

/** A document built from its stored state and the updates appended since. */
export function docFrom(state: Uint8Array, updates: readonly Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  // Both roots are made with their types first, so an update can never make them anything else.
  doc.getXmlFragment(LYRICS_DOC_FIELD);
  doc.getText(LYRICS_TITLE_FIELD);
  doc.transact(() => {
    Y.applyUpdate(doc, state);
    for (const update of updates) Y.applyUpdate(doc, update);
  });
  return doc;
}

export const syncStep1Message = (doc: Y.Doc): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
};

export const updateMessage = (update: Uint8Array): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
};

/** y-protocols' "permission denied" with an error code as the reason (the client shows it). */
export const deniedMessage = (code: string): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LYRICS_MESSAGE.auth);
  authProtocol.writePermissionDenied(encoder, code);
  return encoding.toUint8Array(encoder);
};

export const awarenessMessage = (
  awareness: awarenessProtocol.Awareness,
  clients: number[],
): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LYRICS_MESSAGE.awareness);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(encoder);
};

/** A message as the room acts on it. */
export type Incoming =
  | { kind: 'step1'; stateVector: Uint8Array }
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array }
  | { kind: 'queryAwareness' }
  | { kind: 'ignored' }
  | { kind: 'invalid'; code: 'lyrics.updateInvalid' | 'lyrics.updateTooLarge' };

/** Reads one y-websocket message (sync step 1 / step 2 / update, awareness, query). */
export function readMessage(data: Uint8Array): Incoming {
  // The frame holds the update and a few bytes of framing.
  if (data.byteLength > MAX_LYRICS_UPDATE_BYTES + 16) {
    return { kind: 'invalid', code: 'lyrics.updateTooLarge' };
  }
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === LYRICS_MESSAGE.sync) {
      const step = decoding.readVarUint(decoder);
      const bytes = decoding.readVarUint8Array(decoder);
      if (step === syncProtocol.messageYjsSyncStep1) return { kind: 'step1', stateVector: bytes };
      if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) {
        return { kind: 'update', update: bytes };
      }
      return { kind: 'invalid', code: 'lyrics.updateInvalid' };
    }
    if (type === LYRICS_MESSAGE.awareness) {
      const update = decoding.readVarUint8Array(decoder);
      return update.byteLength > MAX_LYRICS_AWARENESS_BYTES
        ? { kind: 'ignored' }
        : { kind: 'awareness', update };
    }
    if (type === LYRICS_MESSAGE.queryAwareness) return { kind: 'queryAwareness' };
    return { kind: 'ignored' };
  } catch {
    return { kind: 'invalid', code: 'lyrics.updateInvalid' };
  }
}

/** The answer to a tab's sync step 1: what it lacks (sync step 2). */
export function syncStep2Message(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
  syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  return encoding.toUint8Array(encoder);
}

/**
 * Whether an update holds anything the document lacks: a struct past the document's clock of
 * its client, or a deletion of something not deleted here. A reader's step 2 usually holds
 * nothing new (then it is dropped silently); anything else is an attempted edit.
 */
export function bringsNew(doc: Y.Doc, update: Uint8Array): boolean {
  try {
    const { structs, ds } = Y.decodeUpdate(update);
    const known = Y.decodeStateVector(Y.encodeStateVector(doc));
    if (structs.some((s) => s.id.clock + s.length > (known.get(s.id.client) ?? 0))) return true;
    for (const [client, ranges] of ds.clients) {
      const stored = doc.store.clients.get(client);
      if (!stored) return true;
      for (const { clock, len } of ranges) {
        for (let at = Y.findIndexSS(stored, clock); at < stored.length; at++) {
          const struct = stored[at]!;
          if (struct.id.clock >= clock + len) break;
          if (!struct.deleted) return true;
        }
      }
    }
    return false;
  } catch {
    return true;
  }
}

/** A new room around a loaded document; the server itself shows no presence. */
export function newRoom(lyricsId: string, doc: Y.Doc, bodyLength: number): Room {
  const awareness = new awarenessProtocol.Awareness(doc);
  awareness.setLocalState(null);
  return { lyricsId, doc, awareness, connections: new Set(), lengths: { body: bodyLength } };
}
