/**
 * The live lyrics document (issue 26 item 2, decision 025): one Yjs document per lyrics row,
 * synced over `GET /api/lyrics/{id}/live` (WebSocket, y-websocket's framing). The server validates
 * every update against the names here; the editor's extensions (lyrics-document-extensions.ts)
 * make exactly this set, so both sides read one list.
 */
import { LYRICS_COLOURS, LYRICS_CONTENT_MAX, LYRICS_TITLE_MAX } from './schemas/lyrics';

/** The body: the Collaboration extension's `field`, a Y.XmlFragment. */
export const LYRICS_DOC_FIELD = 'body';
/** The title: a Y.Text (plain, no formatting). */
export const LYRICS_TITLE_FIELD = 'title';

/** Element names the body may hold (text lives in Y.XmlText inside a paragraph). */
export const LYRICS_DOC_NODES = ['paragraph', 'hardBreak'] as const;
/** Marks (Y.XmlText formatting keys) and the attributes each may carry. */
export const LYRICS_DOC_MARKS = {
  bold: [],
  italic: [],
  strike: [],
  textStyle: ['color'],
} as const satisfies Record<string, readonly string[]>;
export type LyricsDocMark = keyof typeof LYRICS_DOC_MARKS;
/** The only values a colour attribute may take. */
export const LYRICS_DOC_COLOURS: readonly string[] = Object.values(LYRICS_COLOURS);

/** Body text (characters of Y.XmlText) and title caps: the same as the HTML routes'. */
export const LYRICS_DOC_TEXT_MAX = LYRICS_CONTENT_MAX;
export const LYRICS_DOC_TITLE_MAX = LYRICS_TITLE_MAX;

/** One update's most bytes (a paste of 100,000 characters with formatting fits). */
export const MAX_LYRICS_UPDATE_BYTES = 256 * 1024;
/** One awareness message's most bytes (name, colour, caret: a few hundred). */
export const MAX_LYRICS_AWARENESS_BYTES = 16 * 1024;

/** y-websocket's message types (first varUint of every message). */
export const LYRICS_MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3 } as const;

/** WebSocket close codes the server sends; the client reconnects on no other 44xx. */
export const LYRICS_CLOSE = {
  /** An update was refused (the auth message before it names the code). */
  refused: 4400,
  /** The session ended: sign-out, expiry, password change, suspension. */
  sessionEnded: 4401,
  /** Access ended: removed, demoted below the role the connection had, project or lyrics deleted. */
  accessEnded: 4403,
  /** The lyrics do not exist or are not visible to the caller (also at connect). */
  notFound: 4404,
  /** Too many connections (of the account, of the document, or of the server). */
  tooMany: 4429,
} as const;
/** The close codes after which the client must not reconnect by itself. */
export const LYRICS_FINAL_CLOSE_CODES: readonly number[] = [
  LYRICS_CLOSE.refused,
  LYRICS_CLOSE.sessionEnded,
  LYRICS_CLOSE.accessEnded,
  LYRICS_CLOSE.notFound,
];

/** The path of the channel (y-websocket: `new WebsocketProvider(base + '/api/lyrics', `${id}/live`)`). */
export const lyricsLivePath = (lyricsId: string) => `/api/lyrics/${lyricsId}/live`;
