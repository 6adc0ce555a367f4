/**
 * The words of every lyrics editor open in this tab, by project: what a writer shown out of a
 * project (removed, or the project deleted) may still copy after the page has closed. An editor
 * that closes leaves its last words here for a while, because the page unmounts its editors
 * before it learns why (the project read is refused, the page renders "not found", then tells).
 * Kept apart from the live document's code so the project page can ask without loading Yjs.
 */
interface Words {
  projectId: string;
  words: () => string;
  closedAt?: number;
}

/** How long the words of a closed editor stay to copy. */
export const CLOSED_WORDS_KEPT_MS = 60_000;

const editors = new Map<symbol, Words>();

/** Registers an open editor's words (title and lines as text); returns the unregister. */
export function keepOpenLyricsWords(projectId: string, words: () => string): () => void {
  const key = Symbol(projectId);
  editors.set(key, { projectId, words });
  return () => {
    const last = safely(words);
    editors.set(key, { projectId, words: () => last, closedAt: Date.now() });
  };
}

/** The words of the project's editors open now or closed a moment ago; '' when none. */
export function openLyricsWords(projectId: string, now = Date.now()): string {
  const texts = new Set<string>();
  for (const [key, entry] of editors) {
    if (entry.closedAt !== undefined && now - entry.closedAt > CLOSED_WORDS_KEPT_MS) {
      editors.delete(key);
      continue;
    }
    if (entry.projectId !== projectId) continue;
    const text = safely(entry.words).trim();
    if (text) texts.add(text);
  }
  return [...texts].join('\n\n');
}

function safely(words: () => string): string {
  try {
    return words();
  } catch {
    return '';
  }
}
