/**
 * What a writer typed into first lyrics before they existed, handed to the live editor that
 * replaces the draft once the entry is created (first-lyrics-workspace.tsx): the server seeds the
 * document from what the create sent, and anything typed while it was on its way follows here,
 * with where the writer was typing. Module state: the draft and the live editor are siblings in
 * time, never at once.
 */
export interface FirstLyricsHandoff {
  title: string;
  html: string;
  /** The writer was typing in the lyrics: they keep typing at the end of them. */
  editorFocused: boolean;
}

const handoffs = new Map<string, FirstLyricsHandoff>();

export function handOffFirstLyrics(lyricsId: string, handoff: FirstLyricsHandoff): void {
  handoffs.set(lyricsId, handoff);
}

/** The handoff for this entry, once: a later reopening starts from the document alone. */
export function takeFirstLyricsHandoff(lyricsId: string): FirstLyricsHandoff | null {
  const handoff = handoffs.get(lyricsId) ?? null;
  handoffs.delete(lyricsId);
  return handoff;
}
