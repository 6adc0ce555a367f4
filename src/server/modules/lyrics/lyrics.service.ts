import type { z } from 'zod';
import {
  LYRICS_CHANGED_ELSEWHERE,
  LYRICS_MISSING_MESSAGE,
  LYRICS_NOT_FOUND,
  type createLyricsSchema,
  type Lyrics,
  type updateLyricsSchema,
} from '../../../shared/schemas/lyrics.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound, withDetails } from '../../lib/http-errors.js';
import { lyricsHaveText, sanitizeLyricsHtml } from '../../lib/sanitize-lyrics.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { projectAccessCheck, requireProjectItem, requireProjectRole } from '../projects/index.js';
import { cursorAfter, pageFrom, type Page } from '../../lib/pagination.js';
import {
  lyricsKey,
  type LyricsChanges,
  type LyricsPageRow,
  type LyricsRepository,
  type LyricsRow,
} from './lyrics.repository.js';
import { lyricsToPlainText, writersOf, type LyricSheet } from '../../../shared/lyrics-text.js';
import { contentKeepingFormatting } from './keep-formatting.js';
import { presentLyrics } from './present-lyrics.js';
import { notifyProjectChange } from '../notifications/index.js';
import type * as Y from 'yjs';
import { writeIntoDoc } from './lyrics-doc-edit.js';
import { renderStaleLyrics } from './lyrics-doc-render.js';

/** New lyrics; the project comes from the path or the body (both routes share this shape). */
export type CreateLyrics = Omit<z.output<typeof createLyricsSchema>, 'projectId'>;
export type UpdateLyrics = z.output<typeof updateLyricsSchema>;

/** Sanitized content, refused when nothing visible is left (e.g. only `<p></p>` or a script). */
function cleanContent(content: string): string {
  const clean = sanitizeLyricsHtml(content);
  if (!lyricsHaveText(clean)) {
    throw badRequest(LYRICS_MISSING_MESSAGE, { content: LYRICS_MISSING_MESSAGE });
  }
  return clean;
}

const NOTHING_TO_UPDATE = 'Nothing to update';

/**
 * The 409 for a save whose words start from an older version than `stored`, with that version
 * in `details.lyrics` for the editor to offer both. Versions are compared as the API shows them
 * (ISO, milliseconds).
 */
function changedElsewhere(stored: LyricsRow): HttpError {
  return withDetails(conflict(LYRICS_CHANGED_ELSEWHERE), { lyrics: presentLyrics(stored) });
}

/** What the service needs of the live documents (lyrics-live.routes.ts makes it). */
export interface LyricsLive {
  /**
   * Applies a server-made change to the live document (open tabs see it); `shown` (default)
   * when the lyrics row already shows it, else the caller renders it.
   */
  change(
    lyricsId: string,
    profileId: string,
    mutate: (doc: Y.Doc) => void,
    shown?: boolean,
  ): Promise<unknown>;
  /** A copy of the live document as it is now. */
  copy(lyricsId: string): Promise<Y.Doc>;
  /** The lyrics were deleted: their open channels close (4403). */
  deleted(lyricsId: string): Promise<void>;
}

/** Lyrics rules: who reads and writes them, and what content is kept (sanitized HTML). */
export function lyricsService(deps: { db: Database; repo: LyricsRepository; live?: LyricsLive }) {
  const { db, repo, live } = deps;
  const access = projectAccessCheck(db);

  /**
   * The lyrics and the caller's access to their project. An absent row and a row in a project
   * the caller cannot see answer the same 404, so lyrics ids reveal nothing.
   */
  async function requireLyrics(profileId: string, lyricsId: string): Promise<LyricsRow> {
    const row = await repo.find(lyricsId);
    return requireProjectItem(access, row, profileId, 'lyrics.edit', LYRICS_NOT_FOUND);
  }

  /** A lyrics row the caller may see (viewer and up), showing its live document's last edits. */
  async function visibleLyrics(profileId: string, lyricsId: string) {
    await renderStaleLyrics(db, { lyricsIds: [lyricsId] });
    return requireProjectItem(
      access,
      await repo.find(lyricsId),
      profileId,
      'project.see',
      LYRICS_NOT_FOUND,
    );
  }

  return {
    /** A project's lyrics, most recently edited first (viewer and up). */
    /** One page of the project's lyrics, most recently edited first; the first knows the total. */
    async page(
      profileId: string,
      projectId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Lyrics>> {
      await requireProjectRole(db, profileId, projectId, 'project.see');
      // Each row shows its document's last edits, whichever process took them.
      await renderStaleLyrics(db, { projectIds: [projectId] });
      const after = cursorAfter(cursor, lyricsKey);
      const [rows, total] = await Promise.all([
        repo.pageByProject(projectId, after, limit),
        after ? undefined : repo.countByProject(projectId),
      ]);
      const keyOf = (row: LyricsPageRow) => [row.updatedText, row.createdText, row.id];
      return { ...pageFrom(rows, limit, keyOf, presentLyrics), total };
    },

    /** New lyrics in a project (collaborator and up); the caller is their author. */
    async create(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<CreateLyrics>,
    ): Promise<Lyrics> {
      await requireProjectRole(db, profileId, projectId, 'lyrics.edit');
      const input = body();
      const row = await repo.insert({
        projectId,
        title: input.title,
        content: cleanContent(input.content),
        genre: input.genre,
        mood: input.mood,
        language: input.language,
        authorProfileId: profileId,
      });
      await notifyProjectChange(db, profileId, projectId, 'lyrics', [row.id]);
      return presentLyrics(row);
    },

    /** Changes the fields sent (collaborator and up); content is sanitized again. */
    async update(
      profileId: string,
      lyricsId: string,
      body: BodyAfterAccess<UpdateLyrics>,
    ): Promise<Lyrics> {
      await requireLyrics(profileId, lyricsId);
      // The version compared is the one the live document shows now.
      await renderStaleLyrics(db, { lyricsIds: [lyricsId] });
      const stored = await requireLyrics(profileId, lyricsId);
      const input = body();
      // A title or content save from a version is applied only over that version, checked
      // here for the answer and again by the update itself for saves arriving at once.
      const rewrites = input.title !== undefined || input.content !== undefined;
      const base = rewrites ? input.baseUpdatedAt : undefined;
      if (base !== undefined && stored.updatedAt.toISOString() !== base) {
        throw changedElsewhere(stored);
      }
      const changes: LyricsChanges = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.content !== undefined) {
        changes.content = contentKeepingFormatting(stored.content, cleanContent(input.content));
      }
      if (input.genre !== undefined) changes.genre = input.genre;
      if (input.mood !== undefined) changes.mood = input.mood;
      if (input.language !== undefined) changes.language = input.language;
      if (Object.keys(changes).length === 0) throw badRequest(NOTHING_TO_UPDATE);
      const row = await repo.update(lyricsId, changes, base);
      if (row) {
        // Old clients' saves reach the live document as a change like any other.
        if (live && (changes.content !== undefined || changes.title !== undefined)) {
          await live.change(lyricsId, profileId, (doc) =>
            writeIntoDoc(doc, { content: changes.content, title: changes.title }),
          );
        }
        await notifyProjectChange(db, profileId, row.projectId, 'lyrics', [row.id]);
        return presentLyrics(row);
      }
      // No row: deleted meanwhile, or another save from the same version got there first.
      const current = base === undefined ? null : await repo.find(lyricsId);
      if (current) throw changedElsewhere(current);
      throw notFound(LYRICS_NOT_FOUND);
    },

    /**
     * The lyric sheet of one song's lyrics (viewer and up, as the lyrics themselves): its title,
     * the project's title, the writers among the project's credits, and the words as lines.
     */
    async sheet(profileId: string, lyricsId: string): Promise<LyricSheet> {
      const row = await visibleLyrics(profileId, lyricsId);
      const parts = await repo.sheetParts(row.projectId);
      return {
        title: row.title,
        songTitle: parts.songTitle,
        writers: writersOf(parts.credits),
        lines: lyricsToPlainText(row.content).split('\n'),
      };
    },

    /** One lyrics row (viewer and up), showing its live document's last edits. */
    async get(profileId: string, lyricsId: string): Promise<Lyrics> {
      const row = await visibleLyrics(profileId, lyricsId);
      return presentLyrics(row);
    },

    /** Deletes lyrics (collaborator and up); their open channels close. */
    async remove(profileId: string, lyricsId: string): Promise<void> {
      const stored = await requireLyrics(profileId, lyricsId);
      await repo.delete(lyricsId);
      await live?.deleted(lyricsId);
      await notifyProjectChange(db, profileId, stored.projectId, 'lyrics', [lyricsId]);
    },
  };
}
export type LyricsService = ReturnType<typeof lyricsService>;
