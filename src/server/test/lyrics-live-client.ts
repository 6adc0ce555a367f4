import type { FastifyInstance } from 'fastify';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { LYRICS_MESSAGE, lyricsLivePath } from '../../shared/lyrics-document.js';

/** The socket both a test app's injectWS and Node's global WebSocket give. */
interface TestSocket {
  send(data: Uint8Array): void;
  close(): void;
  readyState: number;
}

/**
 * A tab's side of the live lyrics channel for tests: y-websocket's messages on a real socket to
 * a real app (no provider, no browser), its own Y.Doc, the denials and the close code it got.
 */
export class LiveLyricsClient {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly denied: string[] = [];
  closeCode: number | null = null;
  synced = false;
  private socket!: TestSocket;
  private readonly closed: Promise<number>;
  private resolveClosed!: (code: number) => void;

  constructor() {
    this.closed = new Promise((resolve) => (this.resolveClosed = resolve));
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === this) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
      syncProtocol.writeUpdate(encoder, update);
      this.sendRaw(encoding.toUint8Array(encoder));
    });
  }

  /** Opens the channel through `app.injectWS` (no listening server needed). */
  static async inject(
    app: FastifyInstance,
    lyricsId: string,
    headers: Record<string, string>,
  ): Promise<LiveLyricsClient> {
    const client = new LiveLyricsClient();
    const inject = app.injectWS as unknown as (
      path: string,
      context: { headers: Record<string, string> },
    ) => Promise<unknown>;
    client.attach((await inject(lyricsLivePath(lyricsId), { headers })) as never);
    return client;
  }

  /**
   * Opens the channel with Node's own WebSocket to a listening app (`base`: its http:// address):
   * real sockets, so a close reaches the server at once.
   */
  static connect(
    base: string,
    lyricsId: string,
    headers: Record<string, string>,
  ): LiveLyricsClient {
    const client = new LiveLyricsClient();
    const url = base.replace(/^http/, 'ws') + lyricsLivePath(lyricsId);
    // Node's WebSocket takes request headers (the session cookie, an Origin) as an option.
    const Socket = WebSocket as unknown as new (url: string, init: object) => WebSocket;
    const socket = new Socket(url, { headers });
    socket.binaryType = 'arraybuffer';
    const sendStep1 = () => client.sendStep1();
    socket.addEventListener('open', sendStep1);
    socket.addEventListener('message', (event: MessageEvent<ArrayBuffer>) =>
      client.onMessage(new Uint8Array(event.data)),
    );
    socket.addEventListener('close', (event: CloseEvent) => {
      client.closeCode = event.code;
      client.resolveClosed(event.code);
    });
    socket.addEventListener('error', () => undefined);
    client.socket = socket;
    return client;
  }

  private sendStep1(): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.sendRaw(encoding.toUint8Array(encoder));
  }

  private attach(
    socket: TestSocket & { on(event: string, listener: (...args: never[]) => void): void },
  ) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => this.onMessage(new Uint8Array(data)));
    socket.on('close', (code: number) => {
      this.closeCode = code;
      this.resolveClosed(code);
    });
    this.sendStep1();
  }

  sendRaw(message: Uint8Array): void {
    if (this.socket?.readyState === 1) this.socket.send(message);
  }

  /** Sends an update as-is (a hostile or broken tab). */
  sendUpdate(update: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
    syncProtocol.writeUpdate(encoder, update);
    this.sendRaw(encoding.toUint8Array(encoder));
  }

  sendAwareness(state: Record<string, unknown>): void {
    this.awareness.setLocalState(state);
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LYRICS_MESSAGE.awareness);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID]),
    );
    this.sendRaw(encoding.toUint8Array(encoder));
  }

  onMessage(data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === LYRICS_MESSAGE.sync) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, LYRICS_MESSAGE.sync);
      const step = syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
      if (step === syncProtocol.messageYjsSyncStep2) this.synced = true;
      if (encoding.length(encoder) > 1) this.sendRaw(encoding.toUint8Array(encoder));
    } else if (type === LYRICS_MESSAGE.awareness) {
      awarenessProtocol.applyAwarenessUpdate(
        this.awareness,
        decoding.readVarUint8Array(decoder),
        this,
      );
    } else if (type === LYRICS_MESSAGE.auth) {
      decoding.readVarUint(decoder);
      this.denied.push(decoding.readVarString(decoder));
    }
  }

  get body(): Y.XmlFragment {
    return this.doc.getXmlFragment('body');
  }

  /** The body's text, paragraphs joined by newlines. */
  text(): string {
    return this.body
      .toArray()
      .map((paragraph) =>
        (paragraph as Y.XmlElement)
          .toArray()
          .map((part) =>
            part instanceof Y.XmlText
              ? (part.toDelta() as Array<{ insert: string }>).map((op) => op.insert).join('')
              : '\n',
          )
          .join(''),
      )
      .join('\n');
  }

  /** Types `text` at the start of the first paragraph's first run of text. */
  type(text: string, at = 0): void {
    const paragraph = this.body.get(0) as Y.XmlElement;
    const run = paragraph.get(0) as Y.XmlText | undefined;
    if (run instanceof Y.XmlText) return run.insert(at, text);
    const fresh = new Y.XmlText();
    fresh.insert(0, text);
    paragraph.insert(0, [fresh]);
  }

  whenClosed(): Promise<number> {
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 3_000,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
