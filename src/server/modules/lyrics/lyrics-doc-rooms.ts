import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { LYRICS_CLOSE } from '../../../shared/lyrics-document.js';
import { lyricsDocTextLength } from './lyrics-doc-html.js';
import type { LyricsDocStore } from './lyrics-doc.service.js';
import {
  awarenessMessage,
  bringsNew,
  deniedMessage,
  newRoom,
  readMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
  type LiveConnection,
  type Room,
} from './lyrics-doc-room.js';
import { applyCheckedUpdate } from './lyrics-doc-validate.js';

/** Updates another process stored, applied here: not stored again. */
const RELAYED = { relayed: true };
/** Changes the server itself makes (a plain-API save, a restore). */
const SERVER = { server: true };

/** What `mutate` changed in `doc`, as one update (null: nothing). */
function changeOf(doc: Y.Doc, mutate: (doc: Y.Doc) => void): Uint8Array | null {
  let update: Uint8Array | null = null;
  const onUpdate = (bytes: Uint8Array, origin: unknown) => {
    if (origin === SERVER) update = bytes;
  };
  doc.on('update', onUpdate);
  try {
    doc.transact(() => mutate(doc), SERVER);
  } finally {
    doc.off('update', onUpdate);
  }
  return update;
}

interface Log {
  warn(object: object, message: string): void;
}

interface LiveRoom extends Room {
  /** Everything that changes the document runs in turn (apply, store, reload). */
  queue: Promise<void>;
}

/**
 * The documents open on this server process and the tabs on each: y-websocket's protocol, the
 * check of every update before it is applied (lyrics-doc-validate.ts), storing it, and sending
 * it to the other tabs here (other processes get it through the relay, lyrics-doc-relay.ts).
 */
export function lyricsDocRooms(deps: { store: LyricsDocStore; log: Log }) {
  const { store, log } = deps;
  const rooms = new Map<string, Promise<LiveRoom>>();

  const broadcast = (room: Room, message: Uint8Array, except?: LiveConnection) => {
    for (const connection of room.connections) {
      if (connection !== except) connection.send(message);
    }
  };

  async function load(lyricsId: string): Promise<LiveRoom> {
    const doc = await store.open(lyricsId);
    const room: LiveRoom = {
      ...newRoom(lyricsId, doc, lyricsDocTextLength(doc)),
      queue: Promise.resolve(),
    };
    room.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const changed = [...changes.added, ...changes.updated, ...changes.removed];
        const from = origin as LiveConnection | null;
        if (from && room.connections.has(from)) {
          for (const id of changes.added) from.awarenessIds.add(id);
          for (const id of changes.removed) from.awarenessIds.delete(id);
        }
        broadcast(room, awarenessMessage(room.awareness, changed));
      },
    );
    return room;
  }

  const roomOf = (lyricsId: string): Promise<LiveRoom> => {
    let room = rooms.get(lyricsId);
    if (!room) {
      room = load(lyricsId);
      rooms.set(lyricsId, room);
      room.catch(() => rooms.delete(lyricsId));
    }
    return room;
  };

  const inTurn = (room: LiveRoom, work: () => Promise<void>) => {
    room.queue = room.queue.then(work).catch((error: unknown) => {
      log.warn({ err: error, lyricsId: room.lyricsId }, 'lyrics document work failed');
      // The document here may now differ from the stored one: every tab reconnects and resyncs.
      for (const connection of [...room.connections]) connection.close(1011, 'retry');
    });
    return room.queue;
  };

  /** Swaps in the stored document (after a refused update spoiled the one in memory). */
  async function reload(room: LiveRoom): Promise<void> {
    const fresh = await store.open(room.lyricsId);
    room.doc.destroy();
    room.doc = fresh;
    room.lengths.body = lyricsDocTextLength(fresh);
  }

  function refuse(room: LiveRoom, connection: LiveConnection, code: string) {
    connection.send(deniedMessage(code));
    connection.close(LYRICS_CLOSE.refused, code);
    room.connections.delete(connection);
  }

  async function applyFrom(room: LiveRoom, connection: LiveConnection, update: Uint8Array) {
    if (!room.connections.has(connection)) return;
    // At least hourly while edited, the words as they were before the edit are kept.
    if (store.versionDue(room.lyricsId)) await store.keepHourly(room.lyricsId, room.doc);
    const checked = applyCheckedUpdate(room.doc, update, connection, room.lengths);
    if (checked.refused) {
      refuse(room, connection, checked.refused);
      if (checked.spoiled) await reload(room);
      return;
    }
    if (!checked.effective) return;
    broadcast(room, updateMessage(checked.effective), connection);
    await store.append(room.lyricsId, checked.effective, connection.profileId, room.doc);
  }

  return {
    /** Opens the document (loading or seeding it) and adds the tab; sends sync step 1. */
    async join(connection: LiveConnection): Promise<void> {
      const room = await roomOf(connection.lyricsId);
      room.connections.add(connection);
      connection.send(syncStep1Message(room.doc));
      const present = [...room.awareness.getStates().keys()];
      if (present.length > 0) connection.send(awarenessMessage(room.awareness, present));
    },

    /** One message from a tab. */
    async receive(connection: LiveConnection, data: Uint8Array): Promise<void> {
      const room = await rooms.get(connection.lyricsId);
      if (!room || !room.connections.has(connection)) return;
      const message = readMessage(data);
      switch (message.kind) {
        case 'step1':
          return connection.send(syncStep2Message(room.doc, message.stateVector));
        case 'update':
          if (!connection.canWrite) {
            if (!connection.toldReadOnly && bringsNew(room.doc, message.update)) {
              connection.toldReadOnly = true;
              connection.send(deniedMessage('lyrics.readOnly'));
            }
            return;
          }
          return inTurn(room, () => applyFrom(room, connection, message.update));
        case 'awareness':
          return awarenessProtocol.applyAwarenessUpdate(room.awareness, message.update, connection);
        case 'queryAwareness':
          return connection.send(
            awarenessMessage(room.awareness, [...room.awareness.getStates().keys()]),
          );
        case 'invalid':
          return refuse(room, connection, message.code);
        case 'ignored':
          return;
      }
    },

    /** The tab left: its presence goes, and the document with the last one. */
    async leave(connection: LiveConnection): Promise<void> {
      const pending = rooms.get(connection.lyricsId);
      if (!pending) return;
      const room = await pending.catch(() => null);
      if (!room) return;
      room.connections.delete(connection);
      awarenessProtocol.removeAwarenessStates(room.awareness, [...connection.awarenessIds], null);
      if (room.connections.size > 0) return;
      await inTurn(room, async () => {
        if (room.connections.size > 0) return;
        rooms.delete(room.lyricsId);
        room.awareness.destroy();
        await store.settle(room.lyricsId, room.doc);
        room.doc.destroy();
      });
    },

    /** An update stored by another process: applied here and sent to this process's tabs. */
    relayed(lyricsId: string, updateId: number): void {
      const pending = rooms.get(lyricsId);
      if (!pending) return;
      void pending.then((room) =>
        inTurn(room, async () => {
          const update = await store.update(lyricsId, updateId);
          const before = Y.encodeStateVector(room.doc);
          Y.applyUpdate(room.doc, update, RELAYED);
          broadcast(room, updateMessage(Y.encodeStateAsUpdate(room.doc, before)));
          // Counted again exactly at the next insert (the bound only knows this process's).
          room.lengths.body = Number.MAX_SAFE_INTEGER;
        }),
      );
    },

    /**
     * A change made on the server (a plain-API save, a restore) applied to the live document:
     * to the room's when it is open here (its tabs get it at once), else to the stored one;
     * stored and announced like any update, so tabs on other processes get it too. Returns the
     * stored update's id, or null when the change changed nothing.
     */
    async change(
      lyricsId: string,
      profileId: string,
      mutate: (doc: Y.Doc) => void,
      shown: boolean,
    ): Promise<number | null> {
      const keep = (update: Uint8Array) =>
        shown
          ? store.appendShown(lyricsId, update, profileId)
          : store.appendServer(lyricsId, update, profileId);
      const pending = rooms.get(lyricsId);
      const room = pending ? await pending.catch(() => null) : null;
      if (!room) {
        const doc = await store.open(lyricsId, false);
        const update = changeOf(doc, mutate);
        doc.destroy();
        return update ? keep(update) : null;
      }
      let id: number | null = null;
      await inTurn(room, async () => {
        const update = changeOf(room.doc, mutate);
        if (!update) return;
        broadcast(room, updateMessage(update));
        room.lengths.body = Number.MAX_SAFE_INTEGER;
        id = await keep(update);
      });
      return id;
    },

    /** A copy of the document as this process knows it (the room's, else the stored one). */
    async copy(lyricsId: string): Promise<Y.Doc> {
      const pending = rooms.get(lyricsId);
      const room = pending ? await pending.catch(() => null) : null;
      if (!room) return store.open(lyricsId, false);
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(room.doc));
      return copy;
    },

    /** Renders the document now if this process has unrendered edits of it. */
    async flush(lyricsId: string): Promise<void> {
      const pending = rooms.get(lyricsId);
      if (!pending) return;
      const room = await pending.catch(() => null);
      if (room) await inTurn(room, () => store.renderNow(lyricsId, room.doc));
    },

    /** Tabs on a document (for access checks and caps). */
    connectionsOf(lyricsId: string): Promise<LiveConnection[]> {
      const pending = rooms.get(lyricsId);
      return pending ? pending.then((room) => [...room.connections]) : Promise.resolve([]);
    },

    /** Every open tab of this process (access and session checks). */
    async allConnections(): Promise<LiveConnection[]> {
      const all = await Promise.all([...rooms.values()].map((room) => room.catch(() => null)));
      return all.flatMap((room) => (room ? [...room.connections] : []));
    },

    /** Closes every tab (server shutdown); the documents are settled as they empty. */
    async closeAll(code: number, reason: string): Promise<void> {
      for (const connection of await this.allConnections()) connection.close(code, reason);
    },
  };
}
export type LyricsDocRooms = ReturnType<typeof lyricsDocRooms>;
