import * as Y from 'yjs';
import { lyricsToPlainText } from '../../../shared/lyrics-text.js';
import { LYRICS_VERSION_PREVIEW_MAX } from '../../../shared/schemas/lyrics-history.js';
import { lyricsDocHtml, lyricsDocTextLength } from './lyrics-doc-html.js';
import type { NewVersion } from './lyrics-history.repository.js';

/** A version of the document as it is now: its whole state and the first words to show. */
export function versionOf(
  lyricsId: string,
  doc: Y.Doc,
  reason: NewVersion['reason'],
  byProfileId: string | null,
): NewVersion {
  const text = lyricsToPlainText(lyricsDocHtml(doc)).replace(/\s+/g, ' ').trim();
  return {
    lyricsId,
    state: Y.encodeStateAsUpdate(doc),
    reason,
    byProfileId,
    preview: text.slice(0, LYRICS_VERSION_PREVIEW_MAX),
    length: lyricsDocTextLength(doc),
  };
}
