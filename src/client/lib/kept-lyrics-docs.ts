/**
 * The names of the IndexedDB databases that keep lyrics documents in this browser (issue 26 item
 * 2: edits made offline, or in a tab closed before they were sent, wait there). One database per
 * account and lyrics entry, as y-indexeddb wants, all under one prefix so that signing out can
 * find and delete them: another person signing in on this browser never sends, nor sees, them.
 * No Yjs here: the sign-out path must stay light.
 */

const PREFIX = 'trackroom-lyrics-doc:';
/** Browsers without `indexedDB.databases()` find the names here. */
const REGISTRY = 'trackroom-lyrics-docs';

export function keptLyricsDocName(accountId: string, lyricsId: string): string {
  return `${PREFIX}${accountId}:${lyricsId}`;
}

function registered(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REGISTRY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Notes a database name so that sign-out finds it where `indexedDB.databases()` is missing. */
export function registerKeptLyricsDoc(name: string): void {
  try {
    const names = registered();
    if (!names.includes(name)) localStorage.setItem(REGISTRY, JSON.stringify([...names, name]));
  } catch {
    // Storage refused (a private window): the database is still found by databases().
  }
}

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });

/** Deletes every kept lyrics document of this browser (sign-out). Never throws. */
export async function clearKeptLyricsDocs(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const names = new Set(registered());
  try {
    const listed = await indexedDB.databases();
    for (const { name } of listed) if (name?.startsWith(PREFIX)) names.add(name);
  } catch {
    // Older browsers: the registry alone.
  }
  await Promise.all([...names].map(deleteDatabase));
  try {
    localStorage.removeItem(REGISTRY);
  } catch {
    // Nothing more to forget.
  }
}
