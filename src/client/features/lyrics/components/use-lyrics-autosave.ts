import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Language } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { saveLyricsOnPageHide, useSaveLyrics, type SaveLyricsInput } from '../api/lyrics';
import {
  LYRICS_AUTOSAVE_MS,
  LYRICS_INIT_GUARD_MS,
  missingLyricsPart,
  type MissingLyricsPart,
} from '../lib/lyrics-save-rules';

export interface LyricsDraft {
  title: string;
  content: string;
}

export type LyricsSaveStatus =
  'new' | 'pending' | 'saving' | 'saved' | 'error' | 'missing' | 'unsaved';

interface AutosaveOptions {
  projectId: string;
  /** The entry being edited, or null until the first save creates it. */
  lyricsId: string | null;
  /** What was loaded, as the editor spells it (read once). */
  loaded: () => LyricsDraft;
  language: Language;
  readOnly: boolean;
  /** The account's auto-save setting; off, changes wait for `save()` (the Save button). */
  autoSave: boolean;
}

const sameDraft = (a: LyricsDraft, b: LyricsDraft) =>
  a.title === b.title && a.content === b.content;

/**
 * Lyrics auto-save (spec part 2 §4): 800 ms after the last change, nothing in the 500 ms after
 * loading, at once when the tab is
 * left (unmount) or the page is hidden. One save at a time; a change made meanwhile follows it.
 * Blank title or text sends nothing and the status says what is missing (§5). With the account's
 * auto-save off, changes stay 'unsaved' until `save()`, and leaving sends nothing (the editor
 * warns instead).
 */
export function useLyricsAutosave({
  projectId,
  lyricsId,
  loaded,
  language,
  readOnly,
  autoSave,
}: AutosaveOptions) {
  const { t } = useTranslation('lyrics');
  const { mutateAsync } = useSaveLyrics(projectId);
  const [status, setStatus] = useState<LyricsSaveStatus>(lyricsId ? 'saved' : 'new');
  const [missing, setMissing] = useState<MissingLyricsPart | null>(null);
  const idRef = useRef(lyricsId);
  const languageRef = useRef(language);
  languageRef.current = language;
  const autoSaveRef = useRef(autoSave);
  autoSaveRef.current = autoSave;
  const savedRef = useRef<LyricsDraft | null>(null);
  savedRef.current ??= loaded();
  const draftRef = useRef<LyricsDraft | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlightRef = useRef(false);
  const guardUntilRef = useRef(Date.now() + LYRICS_INIT_GUARD_MS);

  const request = (draft: LyricsDraft): SaveLyricsInput => ({
    lyricsId: idRef.current,
    ...draft,
    language: languageRef.current,
  });

  const flush = useCallback(() => {
    clearTimeout(timerRef.current);
    const draft = draftRef.current;
    if (!draft || missingLyricsPart(draft.title, draft.content) || inFlightRef.current) return;
    if (Date.now() < guardUntilRef.current) return;
    inFlightRef.current = true;
    setStatus('saving');
    mutateAsync(request(draft))
      .then((saved) => {
        idRef.current = saved.id;
        savedRef.current = draft;
        if (draftRef.current === draft) {
          draftRef.current = null;
          setStatus('saved');
        }
      })
      .catch((error: unknown) => {
        setStatus('error');
        // A 401 has its own toast and redirect (lib/query-client.ts).
        if (error instanceof ApiError && error.status === 401) return;
        const detail = error instanceof ApiError ? error.shownMessage : undefined;
        toast.error(t('save.failed'), detail ? { description: detail } : undefined);
      })
      .finally(() => {
        inFlightRef.current = false;
        // A change made during the save: save that too (unless it failed; the next edit or Retry will).
        if (draftRef.current && draftRef.current !== draft) {
          if (autoSaveRef.current) flush();
          else setStatus('unsaved');
        }
      });
  }, [mutateAsync, t]);

  /**
   * Takes the editor's state after any change; schedules a save when it differs from the saved
   * one. `loaded` is the editor's own HTML of what was loaded, so its spelling of the same
   * lyrics is not a change; within the guard nothing is sent (a change then waits for its end).
   */
  const change = useCallback(
    (draft: LyricsDraft) => {
      if (readOnly) return;
      clearTimeout(timerRef.current);
      if (savedRef.current && sameDraft(draft, savedRef.current)) {
        draftRef.current = null;
        setMissing(null);
        setStatus(idRef.current ? 'saved' : 'new');
        return;
      }
      draftRef.current = draft;
      const blank = missingLyricsPart(draft.title, draft.content);
      setMissing(blank);
      if (blank) {
        setStatus('missing');
        return;
      }
      if (!autoSaveRef.current) {
        setStatus((current) => (current === 'saving' ? current : 'unsaved'));
        return;
      }
      setStatus((current) => (current === 'saving' ? current : 'pending'));
      const guardLeft = guardUntilRef.current - Date.now();
      timerRef.current = setTimeout(flush, Math.max(LYRICS_AUTOSAVE_MS, guardLeft));
    },
    [readOnly, flush],
  );

  // Auto-save turned back on with changes waiting: they are saved as if just made.
  useEffect(() => {
    if (autoSave && draftRef.current) flush();
  }, [autoSave, flush]);

  // Leaving the tab saves at once; closing or navigating the page away saves with keepalive.
  useEffect(() => {
    const handlePageHide = () => {
      if (!autoSaveRef.current) return;
      const draft = draftRef.current;
      if (!draft || missingLyricsPart(draft.title, draft.content)) return;
      clearTimeout(timerRef.current);
      saveLyricsOnPageHide(projectId, {
        lyricsId: idRef.current,
        ...draft,
        language: languageRef.current,
      });
      draftRef.current = null;
    };
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      if (autoSaveRef.current) flush();
    };
  }, [projectId, flush]);

  // The Save button or Retry: a person pressed it, so the loading guard has done its job.
  const save = useCallback(() => {
    guardUntilRef.current = 0;
    flush();
  }, [flush]);
  return { status, missing, change, retry: save, save, lyricsId: () => idRef.current };
}
