import { IndexeddbPersistence } from 'y-indexeddb';
import { readAuthMessage } from 'y-protocols/auth';
import { Awareness } from 'y-protocols/awareness';
import { messageAuth, WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { keptLyricsDocName } from '../../../lib/kept-lyrics-docs';
import { LYRICS_DOC_FIELD } from '../../../../shared/lyrics-document';
import { dropsKeptEdits, READ_ONLY_REASON, refusalOf, type Refusal } from './live-refusal';

/** What the writer is told about the channel, in place of the old save status. */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'refused';

export interface LiveState {
  connection: LiveConnection;
  /** There is something to show: the server's copy arrived, or a kept copy, or nothing will come. */
  ready: boolean;
  /** Why editing stopped for good (the text stays to copy), or null. */
  refusal: Refusal | null;
  /** The server said this person may only read (a write was dropped). */
  readOnlyByServer: boolean;
}

/** Who this tab is to the others: the awareness `user` field (name, colour, account). */
export interface LiveUser {
  accountId: string;
  name: string;
  colour: string;
}

const INITIAL: LiveState = {
  connection: 'connecting',
  ready: false,
  refusal: null,
  readOnlyByServer: false,
};

const wsBase = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One lyrics document open in this tab: its Y.Doc, kept in IndexedDB (y-indexeddb) and synced
 * with the server over `/api/lyrics/{id}/live` (y-websocket), with the presence of everyone on
 * it (awareness). Shared by every editor of the tab that shows it (the project tab and the
 * player's panel at once): counted, and closed when the last one lets go.
 */
export class LiveLyricsDocument {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly provider: WebsocketProvider;
  private persistence: IndexeddbPersistence | null;
  private listeners = new Set<() => void>();
  private lastReason: string | null = null;
  private everSynced = false;
  private localLoaded = false;
  state: LiveState = INITIAL;
  refs = 0;

  constructor(
    readonly lyricsId: string,
    /** The signed-in profile: what it keeps in this browser is its own. */
    readonly ownerId: string,
    user: LiveUser,
    private readonly onClosed: () => void,
  ) {
    const name = keptLyricsDocName(ownerId, lyricsId);
    this.persistence = new IndexeddbPersistence(name, this.doc);
    void this.persistence.whenSynced.then(() => {
      this.localLoaded = true;
      this.update({});
    });
    this.awareness.setLocalStateField('user', user);
    // y-websocket joins a server URL and a room with a slash: lyricsLivePath(id) in two parts.
    this.provider = new WebsocketProvider(`${wsBase()}/api/lyrics`, `${lyricsId}/live`, this.doc, {
      awareness: this.awareness,
      connect: !isOffline(),
      // Each connection is authorized by the server; tabs of one browser meet there too.
      disableBc: true,
      shouldReconnect: (event) => refusalOf(event.code, null) === null,
    });
    // The server names why it refused (an error code) in an auth message before it closes.
    this.provider.messageHandlers[messageAuth] = (_encoder, decoder) => {
      readAuthMessage(decoder, this.doc, (_doc, reason) => this.denied(reason));
    };
    this.provider.on('status', () => this.update({}));
    this.provider.on('sync', (synced) => {
      if (synced) this.everSynced = true;
      this.update({});
    });
    this.provider.on('connection-close', (event) => {
      const refusal = event ? refusalOf(event.code, this.lastReason) : null;
      if (refusal) this.refuse(refusal);
    });
    window.addEventListener('offline', this.wentOffline);
    window.addEventListener('online', this.cameOnline);
    if (isOffline()) this.update({});
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows this person's new name (a profile switch or rename) to the others. */
  setUser(user: LiveUser) {
    this.awareness.setLocalStateField('user', user);
  }

  /** Connects again after access came back (a demoted writer reconnects as a reader). */
  reconnect() {
    this.lastReason = null;
    this.update({ refusal: null });
    if (!isOffline()) this.provider.connect();
  }

  private wentOffline = () => {
    // Browsers keep a dead socket open for a while: stop it now, and say the edits are kept.
    this.provider.disconnect();
    this.update({});
  };

  private cameOnline = () => {
    if (!this.state.refusal) this.provider.connect();
    this.update({});
  };

  private denied(reason: string) {
    this.lastReason = reason;
    if (reason === READ_ONLY_REASON) this.update({ readOnlyByServer: true });
  }

  private refuse(refusal: Refusal) {
    this.provider.shouldConnect = false;
    if (dropsKeptEdits(refusal) && this.persistence) {
      // Sent again on every reopen it would be refused again: the editor still shows the words.
      void this.persistence.clearData();
      this.persistence = null;
    }
    this.update({ refusal });
  }

  private update(change: Partial<LiveState>) {
    const next = { ...this.state, ...change };
    const { wsconnected, synced } = this.provider;
    next.connection = next.refusal
      ? 'refused'
      : wsconnected && synced
        ? 'connected'
        : isOffline() || !this.provider.shouldConnect
          ? 'offline'
          : this.everSynced
            ? 'reconnecting'
            : 'connecting';
    const kept = this.localLoaded && this.doc.getXmlFragment(LYRICS_DOC_FIELD).length > 0;
    next.ready =
      next.ready ||
      this.everSynced ||
      kept ||
      next.refusal !== null ||
      (this.localLoaded && next.connection === 'offline');
    const same = (Object.keys(next) as (keyof LiveState)[]).every(
      (key) => next[key] === this.state[key],
    );
    if (same) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  destroy() {
    window.removeEventListener('offline', this.wentOffline);
    window.removeEventListener('online', this.cameOnline);
    this.provider.destroy();
    void this.persistence?.destroy();
    this.awareness.destroy();
    this.doc.destroy();
    this.listeners.clear();
    this.onClosed();
  }
}

const open = new Map<string, LiveLyricsDocument>();
const closing = new Map<string, ReturnType<typeof setTimeout>>();
/** A remount (a route change that keeps the editor, React's checks) reuses the connection. */
const CLOSE_AFTER_MS = 1_000;

/** The tab's one document for this entry and profile, counted; `releaseLyricsDocument` when done. */
export function acquireLyricsDocument(
  lyricsId: string,
  ownerId: string,
  user: LiveUser,
): LiveLyricsDocument {
  const key = `${ownerId}:${lyricsId}`;
  const timer = closing.get(key);
  if (timer) {
    clearTimeout(timer);
    closing.delete(key);
  }
  let live = open.get(key);
  if (!live) {
    live = new LiveLyricsDocument(lyricsId, ownerId, user, () => open.delete(key));
    open.set(key, live);
  }
  live.refs += 1;
  return live;
}

export function releaseLyricsDocument(live: LiveLyricsDocument): void {
  live.refs -= 1;
  if (live.refs > 0) return;
  const key = `${live.ownerId}:${live.lyricsId}`;
  closing.set(
    key,
    setTimeout(() => {
      closing.delete(key);
      if (live.refs === 0) live.destroy();
    }, CLOSE_AFTER_MS),
  );
}
