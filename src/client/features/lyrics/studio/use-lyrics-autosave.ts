import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import { ApiError } from '../../../lib/api-client';
import { projectLyricsKey, useSaveLyrics } from '../api/lyrics';
import {
  autosaveDelay,
  prepareLyricsSave,
  type StudioLyricsDraft,
} from './lib/studio-lyrics-rules';

/** What the editor shows next to the title: where the words stand with the server. */
export type LyricsSaveStatus =
  'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'needs-text' | 'blank' | 'unsaved';

interface SavedLyrics {
  id: string;
  title: string;
  content: string;
}

/**
 * Autosave for the studio editor (spec part 2 §4): 1 s after the last change, never inside the
 * 500 ms initialization guard, one request at a time (a change made during a save gets its own
 * save). A pending change is flushed when the editor closes. With the account's auto-save off
 * (`autoSave` false) changes stay 'unsaved' until `saveNow` (the Save button).
 */
export function useLyricsAutosave(projectId: string, loaded: SavedLyrics | null, autoSave = true) {
  const { t } = useTranslation('studio-lyrics');
  const { mutateAsync } = useSaveLyrics(projectId);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LyricsSaveStatus>(loaded ? 'saved' : 'idle');
  const lyricsId = useRef(loaded?.id ?? null);
  const lastSaved = useRef(loaded ? { title: loaded.title, content: loaded.content } : null);
  const latest = useRef<StudioLyricsDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Saves run one after another, so an edit made during a request is never overtaken by it.
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const loadedAt = useRef(0);
  const autoSaveRef = useRef(autoSave);
  autoSaveRef.current = autoSave;

  useEffect(() => {
    loadedAt.current = Date.now();
  }, []);

  /** Sends the latest draft unless the server already has it; true when nothing is left unsaved. */
  const saveLatest = useCallback(async (): Promise<boolean> => {
    const draft = latest.current;
    if (!draft) return true;
    const prepared = prepareLyricsSave(draft);
    if (prepared.kind !== 'save') {
      setStatus(prepared.kind);
      return false;
    }
    const saved = lastSaved.current;
    if (saved && saved.title === prepared.title && saved.content === prepared.content) {
      setStatus('saved');
      return true;
    }
    setStatus('saving');
    try {
      // The panel and the studio tab may both be open on a project that had no lyrics: whichever
      // saved first created the entry (the cache has it), and the other must edit it, not add one.
      const entryId =
        lyricsId.current ??
        queryClient.getQueryData<Lyrics[]>(projectLyricsKey(projectId))?.[0]?.id ??
        null;
      const reply = await mutateAsync({
        lyricsId: entryId,
        title: prepared.title,
        content: prepared.content,
      });
      lyricsId.current = reply.id;
      lastSaved.current = { title: prepared.title, content: prepared.content };
    } catch (error) {
      // A 401 is the session ending: the global handler says so and redirects.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(t('toast.saveFailedTitle'), { description: t('toast.saveFailedBody') });
      }
      setStatus('error');
      return false;
    }
    // Typing went on during the request: that newer draft has its own timer.
    const current = latest.current === draft;
    setStatus(current ? 'saved' : autoSaveRef.current ? 'pending' : 'unsaved');
    return current;
  }, [mutateAsync, projectId, queryClient, t]);

  const run = useCallback(() => {
    timer.current = null;
    const next = chain.current.then(saveLatest);
    chain.current = next;
    return next;
  }, [saveLatest]);

  /** The draft changed: save it 1 s after the last change. */
  const schedule = useCallback(
    (draft: StudioLyricsDraft) => {
      latest.current = draft;
      if (!autoSaveRef.current) {
        setStatus('unsaved');
        return;
      }
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), autosaveDelay(Date.now(), loadedAt.current));
    },
    [run],
  );

  /** Saves now (the Save button); resolves true when the server has the draft. */
  const saveNow = useCallback(
    (draft: StudioLyricsDraft) => {
      latest.current = draft;
      if (timer.current) clearTimeout(timer.current);
      return run();
    },
    [run],
  );

  // Auto-save turned back on with changes waiting: save them (a no-op when the server has them).
  useEffect(() => {
    if (autoSave && latest.current) void run();
  }, [autoSave, run]);

  // Closing the panel or switching project must not lose the last second of typing.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      void run();
    },
    [run],
  );

  return { status, schedule, saveNow };
}
