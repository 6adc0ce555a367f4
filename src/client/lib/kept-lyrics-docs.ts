/**
 * The IndexedDB databases that keep lyrics documents in this browser (issue 26 item 2: edits
 * made offline, or in a tab closed before they were sent, wait there). One database per profile
 * and lyrics entry, as y-indexeddb wants, all under one prefix so that signing out finds and
 * deletes them: whoever signs in next on this browser never sends, nor sees, them. Kept tiny
 * and free of Yjs: the sign-out path is part of the landing page's first load.
 */
const PREFIX = 'trackroom-lyrics-doc:';

export const keptLyricsDocName = (profileId: string, lyricsId: string) =>
  `${PREFIX}${profileId}:${lyricsId}`;

/** Deletes every kept lyrics document of this browser (sign-out). Never throws. */
export async function clearKeptLyricsDocs(): Promise<void> {
  try {
    for (const { name } of await indexedDB.databases()) {
      if (name?.startsWith(PREFIX)) indexedDB.deleteDatabase(name);
    }
  } catch {
    // No IndexedDB (some private windows): nothing was kept.
  }
}
