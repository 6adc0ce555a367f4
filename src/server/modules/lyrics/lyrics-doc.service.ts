import * as Y from 'yjs';
import type { Database } from '../../db/client.js';
import { fillLyricsDoc } from './lyrics-doc-html.js';
import { renderLyricsDoc } from './lyrics-doc-render.js';
import { docFrom } from './lyrics-doc-room.js';
import type { LyricsDocRepository } from './lyrics-doc.repository.js';
import { HOURLY_MS, type LyricsHistoryRepository } from './lyrics-history.repository.js';
import { versionOf } from './lyrics-version.js';
import type { LyricsRepository } from './lyrics.repository.js';

/** Updates a process appends to one document before it folds them into the state. */
export const COMPACT_EVERY = 200;
/** lyrics.content follows the document this long after the last edit… */
export const RENDER_DELAY_MS = 2_000;
/** …and at most this long after the first unrendered one, however long the typing goes on. */
export const RENDER_MAX_DELAY_MS = 5_000;

interface Log {
  warn(object: object, message: string): void;
}

/** What this process knows of a document it holds edits of. */
interface Edits {
  /** When this process next keeps an hourly version (if the document is edited then). */
  nextVersionAt: number;
  /** The highest update id this process stored. */
  lastId: number;
  sinceCompaction: number;
  lastEditor: string | null;
  firstUnrendered: number | null;
  timer?: NodeJS.Timeout;
}

/**
 * Storing the live documents (decision 025): opening (seeding from the row's HTML the first
 * time), appending accepted updates, folding them into the state, and rendering lyrics.content
 * and title from the document, debounced and at once when a read needs them.
 */
export function lyricsDocStore(deps: {
  db: Database;
  repo: LyricsDocRepository;
  history: LyricsHistoryRepository;
  lyrics: LyricsRepository;
  /** This process, named in announcements so it ignores its own. */
  processId: string;
  log: Log;
}) {
  const { repo, log } = deps;
  const edits = new Map<string, Edits>();

  const fold = (state: Uint8Array, updates: Uint8Array[]) =>
    Y.encodeStateAsUpdate(docFrom(state, updates));

  async function compact(lyricsId: string): Promise<void> {
    await repo.compact(lyricsId, fold);
  }

  async function render(lyricsId: string, doc: Y.Doc): Promise<void> {
    const known = edits.get(lyricsId);
    if (!known) return;
    clearTimeout(known.timer);
    if (known.firstUnrendered === null) return;
    known.firstUnrendered = null;
    await renderLyricsDoc(deps.db, repo, lyricsId, doc, known.lastId, known.lastEditor);
  }

  function scheduleRender(lyricsId: string, doc: Y.Doc, known: Edits): void {
    clearTimeout(known.timer);
    const now = Date.now();
    known.firstUnrendered ??= now;
    const delay = Math.min(RENDER_DELAY_MS, known.firstUnrendered + RENDER_MAX_DELAY_MS - now);
    known.timer = setTimeout(
      () => {
        render(lyricsId, doc).catch((error: unknown) =>
          log.warn({ err: error, lyricsId }, 'could not render lyrics from their document'),
        );
      },
      Math.max(0, delay),
    );
    known.timer.unref();
  }

  return {
    /** The document, seeded from the row the first time; null when the lyrics are gone. */
    async open(lyricsId: string, forRoom = true): Promise<Y.Doc> {
      const row = await deps.lyrics.find(lyricsId);
      if (!row) throw new Error('lyrics not found');
      const seed = () => {
        const doc = new Y.Doc();
        fillLyricsDoc(doc, row.content, row.title);
        return Y.encodeStateAsUpdate(doc);
      };
      let stored = await repo.loadOrSeed(lyricsId, seed);
      if (!stored) throw new Error('lyrics not found');
      if (stored.updates.length > COMPACT_EVERY) {
        await compact(lyricsId);
        stored = (await repo.load(lyricsId)) ?? stored;
      }
      // Only a room's document has edits to follow (a one-off change or copy has none).
      if (forRoom && !edits.has(lyricsId)) {
        edits.set(lyricsId, {
          nextVersionAt: stored.snapshotAt.getTime() + HOURLY_MS,
          lastId: 0,
          sinceCompaction: 0,
          lastEditor: null,
          firstUnrendered: null,
        });
      }
      return docFrom(
        stored.state,
        stored.updates.map((row) => row.update),
      );
    },

    /** Stores an accepted update, schedules the render, and folds when enough piled up. */
    async append(lyricsId: string, update: Uint8Array, profileId: string, doc: Y.Doc) {
      const id = await repo.append(lyricsId, update, profileId, deps.processId);
      const known = edits.get(lyricsId);
      if (!known) return;
      known.lastId = Math.max(known.lastId, id);
      known.lastEditor = profileId;
      scheduleRender(lyricsId, doc, known);
      if (++known.sinceCompaction >= COMPACT_EVERY) {
        known.sinceCompaction = 0;
        await compact(lyricsId);
      }
    },

    /**
     * Stores a change the lyrics row already shows (a plain-API save writes the row itself):
     * recorded as rendered, so it does not rewrite the row (nor bump its version) again.
     */
    async appendShown(lyricsId: string, update: Uint8Array, profileId: string): Promise<number> {
      const id = await repo.append(lyricsId, update, profileId, deps.processId);
      await repo.markRendered(lyricsId, id);
      const known = edits.get(lyricsId);
      if (known) known.lastId = Math.max(known.lastId, id);
      return id;
    },

    /** Stores a change the row does not show yet (a restore: rendered at once by the caller). */
    async appendServer(lyricsId: string, update: Uint8Array, profileId: string): Promise<number> {
      return repo.append(lyricsId, update, profileId, deps.processId);
    },

    /** Whether an hourly version of the document may be due (checked in memory first). */
    versionDue(lyricsId: string): boolean {
      const known = edits.get(lyricsId);
      return known !== undefined && Date.now() >= known.nextVersionAt;
    },

    /** Keeps the document as it is now as its hourly version, unless another process just did. */
    async keepHourly(lyricsId: string, doc: Y.Doc): Promise<void> {
      const known = edits.get(lyricsId);
      if (known) known.nextVersionAt = Date.now() + HOURLY_MS;
      if (await deps.history.claimHourly(lyricsId)) {
        await deps.history.insert(versionOf(lyricsId, doc, 'hourly', null));
      }
    },

    /** An update another process stored (the whole stored document once it was folded in). */
    async update(lyricsId: string, updateId: number): Promise<Uint8Array> {
      const row = await repo.findUpdate(updateId);
      if (row) return row.update;
      const stored = await repo.load(lyricsId);
      if (!stored) return Y.encodeStateAsUpdate(new Y.Doc());
      return Y.mergeUpdates([stored.state, ...stored.updates.map((u) => u.update)]);
    },

    renderNow: render,

    /** The last tab left: render what is left to render and fold the updates. */
    async settle(lyricsId: string, doc: Y.Doc): Promise<void> {
      await render(lyricsId, doc);
      edits.delete(lyricsId);
      if ((await repo.countUpdates(lyricsId)) > 0) await compact(lyricsId);
    },
  };
}
export type LyricsDocStore = ReturnType<typeof lyricsDocStore>;
