import type * as Y from 'yjs';
import type { Database } from '../../db/client.js';
import { notifyProjectChange } from '../notifications/index.js';
import { lyricsDocHtml, lyricsDocTitle } from './lyrics-doc-html.js';
import { docFrom } from './lyrics-doc-room.js';
import {
  lyricsDocRepository,
  type LyricsDocRepository,
  type StaleLyricsScope,
} from './lyrics-doc.repository.js';

/**
 * Writes what the document shows into its lyrics row (content as sanitized HTML, the title
 * unless blank) and records that updates up to `through` are shown. When the row changed, the
 * project's members hear that `editor` edited the lyrics (grouped per editing burst).
 */
export async function renderLyricsDoc(
  db: Database,
  repo: LyricsDocRepository,
  lyricsId: string,
  doc: Y.Doc,
  through: number,
  editor: string | null,
): Promise<void> {
  const changed = await repo.render(
    lyricsId,
    { content: lyricsDocHtml(doc), title: lyricsDocTitle(doc) },
    through,
  );
  if (changed && editor) {
    await notifyProjectChange(db, editor, changed.projectId, 'lyrics', [lyricsId]);
  }
}

/**
 * Renders at once every document of `scope` whose stored updates lyrics.content does not show
 * yet, from what is stored (whichever process took the edits). Called before a read of
 * lyrics.content or title, for what that read shows: the list (its project), a sheet, a save,
 * the search (what the caller sees), the data export (the account's projects). Nothing to do
 * costs one query.
 */
export async function renderStaleLyrics(db: Database, scope: StaleLyricsScope): Promise<void> {
  const repo = lyricsDocRepository(db);
  for (const lyricsId of await repo.unrendered(scope)) {
    const stored = await repo.load(lyricsId);
    const last = stored?.updates.at(-1);
    if (!stored || !last) continue;
    const doc = docFrom(
      stored.state,
      stored.updates.map((row) => row.update),
    );
    await renderLyricsDoc(db, repo, lyricsId, doc, last.id, last.profileId);
    doc.destroy();
  }
}
