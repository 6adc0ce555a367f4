import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import {
  insertSection,
  wrapEmphasis,
  type Emphasis,
  type LyricsSection,
  type TextEdit,
} from './lib/lyrics-markup';
import {
  recordChange,
  startHistory,
  STUDIO_HISTORY_LIMIT,
  undoHistory,
  type LyricsSnapshot,
} from '../lib/lyrics-history';
import type { StudioLyricsDraft } from './lib/studio-lyrics-rules';

// The panel keeps the same history as the lyrics tab (one rule, part 2 §4), over plain text.
const snapshotOf = (draft: StudioLyricsDraft): LyricsSnapshot => ({
  title: draft.title,
  content: draft.text,
  textLength: draft.text.length,
});
const draftOf = (snapshot: LyricsSnapshot): StudioLyricsDraft => ({
  title: snapshot.title,
  text: snapshot.content,
});

/**
 * The editor's draft (title and text) with its undo history and the toolbar's edits at the
 * textarea's cursor. Every change goes to `onChange` (the autosave).
 */
export function useLyricsDraft(
  initial: StudioLyricsDraft,
  onChange: (draft: StudioLyricsDraft) => void,
) {
  const { t } = useTranslation('studio-lyrics');
  const [draft, setDraft] = useState(initial);
  const [history, setHistory] = useState(() => startHistory(snapshotOf(initial)));
  const textRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<TextEdit | null>(null);

  // A toolbar edit replaces the text; put the cursor where the edit says once React has drawn it.
  useLayoutEffect(() => {
    const edit = pendingSelection.current;
    const area = textRef.current;
    if (!edit || !area) return;
    pendingSelection.current = null;
    area.focus();
    area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  }, [draft.text]);

  const change = (next: StudioLyricsDraft) => {
    setDraft(next);
    setHistory((current) => recordChange(current, snapshotOf(next), STUDIO_HISTORY_LIMIT));
    onChange(next);
  };

  const applyEdit = (edit: (text: string, start: number, end: number) => TextEdit) => {
    const area = textRef.current;
    if (!area) return;
    const result = edit(draft.text, area.selectionStart, area.selectionEnd);
    pendingSelection.current = result;
    change({ ...draft, text: result.text });
  };

  const addSection = (section: LyricsSection) =>
    applyEdit((text, start, end) => insertSection(text, start, end, t(`sections.${section}`)));
  const addEmphasis = (kind: Emphasis) =>
    applyEdit((text, start, end) => wrapEmphasis(text, start, end, kind));

  const undo = () => {
    const step = undoHistory(history, snapshotOf(draft), STUDIO_HISTORY_LIMIT);
    if (!step.restored) {
      toast(t('toast.nothingToUndo'));
      return;
    }
    const restored = draftOf(step.restored);
    setHistory(step.history);
    setDraft(restored);
    onChange(restored);
    toast(t('toast.undone'));
  };

  // Shortcuts a writer expects: Ctrl/⌘+Z undoes through our history (the browser's own undo does
  // not know about toolbar edits), Ctrl/⌘+B and +I add the markers.
  const handleShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const actions: Record<string, () => void> = {
      z: undo,
      b: () => addEmphasis('bold'),
      i: () => addEmphasis('italic'),
    };
    const action = actions[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return { draft, textRef, change, addSection, addEmphasis, undo, handleShortcut };
}
