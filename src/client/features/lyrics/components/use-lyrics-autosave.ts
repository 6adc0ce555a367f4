import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Language } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { useAutosave, type PreparedSave } from '../../../hooks/use-autosave';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import {
  projectLyricsKey,
  saveLyricsOnPageHide,
  useSaveLyrics,
  type SaveLyricsInput,
} from '../api/lyrics';
import {
  LYRICS_AUTOSAVE_MS,
  LYRICS_INIT_GUARD_MS,
  missingLyricsPart,
  titleToSave,
  type MissingLyricsPart,
} from '../lib/lyrics-save-rules';

export interface LyricsDraft {
  title: string;
  content: string;
}

interface AutosaveOptions {
  projectId: string;
  /** The entry being edited, or null until the first save creates it. */
  lyricsId: string | null;
  /** The loaded entry's `updatedAt`: the version the editor's words start from. */
  loadedVersion: string | null;
  /** What was loaded, as the editor spells it (read once). */
  loaded: () => LyricsDraft;
  language: Language;
  readOnly: boolean;
  /** The account's auto-save setting; off, changes wait for `save()` (the Save button). */
  autoSave: boolean;
  /** The wait after the last change: 800 ms in the project tab, 1 s in the player's panel. */
  delayMs?: number;
  /** The panel's rule: a blank title saves as "Untitled Song" instead of waiting for one. */
  untitledWhenBlank?: boolean;
}

/** The stored version a save was refused over (409 lyrics.changedElsewhere), else null. */
function changedElsewhere(error: unknown): Lyrics | null {
  if (!(error instanceof ApiError) || error.code !== 'lyrics.changedElsewhere') return null;
  const theirs = error.details?.lyrics;
  return theirs && typeof theirs === 'object' ? (theirs as Lyrics) : null;
}

const sameDraft = (a: LyricsDraft, b: LyricsDraft) =>
  a.title === b.title && a.content === b.content;

/**
 * Lyrics auto-save (spec part 2 §4), for every editor of the one document: 800 ms (the panel 1 s)
 * after the last change, nothing in the 500 ms after
 * loading, at once when the tab is left (unmount) or the page is hidden. One save at a time; a
 * change made meanwhile follows it. Blank title or text sends nothing and the status says what is
 * missing (§5). With the account's auto-save off, changes stay 'unsaved' until `save()`, and
 * leaving sends nothing (the editor warns instead).
 */
export function useLyricsAutosave({
  projectId,
  lyricsId,
  loadedVersion,
  loaded,
  language,
  readOnly,
  autoSave,
  delayMs = LYRICS_AUTOSAVE_MS,
  untitledWhenBlank = false,
}: AutosaveOptions) {
  const { t } = useTranslation('lyrics');
  const { mutateAsync } = useSaveLyrics(projectId);
  const [missing, setMissing] = useState<MissingLyricsPart | null>(null);
  const [conflict, setConflictState] = useState<Lyrics | null>(null);
  // Read by `send`: while the writer has not chosen, their words wait instead of being refused
  // again after every pause in typing.
  const conflictRef = useRef<Lyrics | null>(null);
  const setConflict = (next: Lyrics | null) => {
    conflictRef.current = next;
    setConflictState(next);
  };
  const idRef = useRef(lyricsId);
  const baseRef = useRef(loadedVersion);
  const languageRef = useRef(language);
  languageRef.current = language;
  const savedRef = useRef<LyricsDraft | null>(null);
  savedRef.current ??= loaded();

  const queryClient = useQueryClient();

  // The page's tab and the player's panel may both be open on a project that had no lyrics:
  // whichever saved first created the entry (the cache has it), and the other edits it.
  const request = (draft: LyricsDraft): SaveLyricsInput => {
    const cached = queryClient.getQueryData<Lyrics[]>(projectLyricsKey(projectId))?.[0];
    const lyricsId = idRef.current ?? cached?.id ?? null;
    const base = idRef.current ? baseRef.current : cached?.updatedAt;
    return {
      lyricsId,
      ...draft,
      language: languageRef.current,
      ...(lyricsId && base ? { baseUpdatedAt: base } : {}),
    };
  };

  const prepare = (draft: LyricsDraft): PreparedSave<LyricsDraft> =>
    missingLyricsPart(draft.title, draft.content)
      ? { kind: 'blocked' }
      : { kind: 'send', payload: draft };

  const send = async (draft: LyricsDraft): Promise<boolean> => {
    if (conflictRef.current) return false;
    try {
      const saved = await mutateAsync(request(draft));
      idRef.current = saved.id;
      baseRef.current = saved.updatedAt;
      savedRef.current = draft;
      return true;
    } catch (error) {
      // A 401 has its own toast and redirect (lib/query-client.ts).
      if (error instanceof ApiError && error.status === 401) return false;
      // Saved meanwhile somewhere else: the writer chooses (lyrics-conflict.tsx); the words
      // stay in the editor and wait.
      const theirs = changedElsewhere(error);
      if (theirs) {
        setConflict(theirs);
        return false;
      }
      const detail = error instanceof ApiError ? error.shownMessage : undefined;
      toast.error(t('save.failed'), detail ? { description: detail } : undefined);
      return false;
    }
  };

  const autosave = useAutosave({
    prepare,
    send,
    delayMs,
    guardMs: LYRICS_INIT_GUARD_MS,
    autoSave,
    initialStatus: lyricsId ? 'saved' : 'idle',
    sendOnPageHide: (draft) => saveLyricsOnPageHide(projectId, request(draft)),
    warnOnLeave: !readOnly,
  });

  /**
   * Takes the editor's state after any change; schedules a save when it differs from the saved
   * one. `loaded` is the editor's own HTML of what was loaded, so its spelling of the same
   * lyrics is not a change.
   */
  const change = (shown: LyricsDraft) => {
    if (readOnly) return;
    const draft = { ...shown, title: titleToSave(shown.title, untitledWhenBlank) };
    if (savedRef.current && sameDraft(draft, savedRef.current)) {
      setMissing(null);
      autosave.discard(idRef.current ? 'saved' : 'idle');
      return;
    }
    const blank = missingLyricsPart(draft.title, draft.content);
    setMissing(blank);
    if (blank) autosave.hold(draft);
    else autosave.change(draft);
  };

  return {
    status: autosave.status,
    unsaved: autosave.unsaved,
    missing,
    change,
    /** The version saved elsewhere that a save of these words was refused over, if any. */
    conflict,
    /** Keeps these words: saved over the other version, now that it was seen. */
    keepMine: () => {
      if (!conflict) return;
      baseRef.current = conflict.updatedAt;
      setConflict(null);
      void autosave.flush();
    },
    /** Takes the other version, shown in the editor as `shown`: nothing left to save. */
    takeTheirs: (shown: LyricsDraft) => {
      if (!conflict) return;
      baseRef.current = conflict.updatedAt;
      savedRef.current = shown;
      setConflict(null);
      autosave.discard('saved');
    },
    /** The Save button or Retry. */
    save: autosave.flush,
    lyricsId: () => idRef.current,
  };
}
