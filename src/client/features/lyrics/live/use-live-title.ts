import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { LYRICS_TITLE_FIELD } from '../../../../shared/lyrics-document';
import { writeTitle } from './title-text';

/** The origin of this tab's title edits (so the document knows they are this writer's). */
export const TITLE_ORIGIN = 'lyrics-title';

/**
 * The document's title as a field value: what anyone types there shows here at once, and the
 * field's changes go in as the smallest edit (a co-writer typing elsewhere in it is kept).
 */
export function useLiveTitle(doc: Y.Doc): [string, (next: string) => void] {
  const text = doc.getText(LYRICS_TITLE_FIELD);
  const [title, setShown] = useState(() => text.toJSON());
  useEffect(() => {
    const changed = () => setShown(text.toJSON());
    changed();
    text.observe(changed);
    return () => text.unobserve(changed);
  }, [text]);
  const setTitle = useCallback((next: string) => writeTitle(text, next, TITLE_ORIGIN), [text]);
  return [title, setTitle];
}
