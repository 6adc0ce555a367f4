import { LYRICS_NOT_FOUND, type Lyrics } from '../../../shared/schemas/lyrics.js';
import {
  LYRICS_VERSION_NOT_FOUND,
  type LyricsVersion,
  type LyricsVersionReason,
} from '../../../shared/schemas/lyrics-history.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import { profileDisplayName, projectAccessCheck, requireProjectItem } from '../projects/index.js';
import { writeIntoDoc } from './lyrics-doc-edit.js';
import { lyricsDocHtml, lyricsDocTitle } from './lyrics-doc-html.js';
import { renderStaleLyrics } from './lyrics-doc-render.js';
import { docFrom } from './lyrics-doc-room.js';
import type { LyricsHistoryRepository } from './lyrics-history.repository.js';
import type { LyricsRepository } from './lyrics.repository.js';
import type { LyricsLive } from './lyrics.service.js';
import { presentLyrics } from './present-lyrics.js';
import { versionOf } from './lyrics-version.js';

type VersionRow = Awaited<ReturnType<LyricsHistoryRepository['page']>>[number];

const presentVersion = (row: VersionRow): LyricsVersion => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  reason: row.reason as LyricsVersionReason,
  byName:
    row.firstName === null
      ? null
      : profileDisplayName({
          artistName: row.artistName,
          firstName: row.firstName,
          lastName: row.lastName ?? '',
        }),
  preview: row.preview,
  length: row.length,
});

/**
 * The lyrics' version history (issue 26 item 2): kept versions, listed to everyone who reads
 * the lyrics, restored by anyone who may edit them. A restore keeps the words it replaces as a
 * version first, so restoring that one undoes it; it reaches open editors as a change like a
 * co-writer's (what they typed meanwhile elsewhere in the song stays).
 */
export function lyricsHistoryService(deps: {
  db: Database;
  lyrics: LyricsRepository;
  history: LyricsHistoryRepository;
  live: LyricsLive;
}) {
  const { db, history, live } = deps;
  const access = projectAccessCheck(db);
  const requireLyrics = async (profileId: string, lyricsId: string, edit: boolean) =>
    requireProjectItem(
      access,
      await deps.lyrics.find(lyricsId),
      profileId,
      edit ? 'lyrics.edit' : 'project.see',
      LYRICS_NOT_FOUND,
    );

  return {
    async page(
      profileId: string,
      lyricsId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<LyricsVersion>> {
      await requireLyrics(profileId, lyricsId, false);
      const rows = await history.page(lyricsId, cursorAfter(cursor, timestampIdKey), limit);
      return pageFrom(rows, limit, (row) => [row.createdText, row.id], presentVersion);
    },

    async restore(profileId: string, lyricsId: string, versionId: string): Promise<Lyrics> {
      await requireLyrics(profileId, lyricsId, true);
      const version = await history.find(lyricsId, versionId);
      if (!version) throw notFound(LYRICS_VERSION_NOT_FOUND);
      const current = await live.copy(lyricsId);
      await history.insert(versionOf(lyricsId, current, 'beforeRestore', profileId));
      current.destroy();
      const old = docFrom(version.state, []);
      const shown = { content: lyricsDocHtml(old), title: lyricsDocTitle(old) || undefined };
      old.destroy();
      await live.change(lyricsId, profileId, (doc) => writeIntoDoc(doc, shown), false);
      await renderStaleLyrics(db, { lyricsIds: [lyricsId] });
      const row = await deps.lyrics.find(lyricsId);
      if (!row) throw notFound(LYRICS_NOT_FOUND);
      return presentLyrics(row);
    },
  };
}
