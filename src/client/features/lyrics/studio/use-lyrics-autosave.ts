import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import { ApiError } from '../../../lib/api-client';
import { useAutosave, type PreparedSave } from '../../../hooks/use-autosave';
import { projectLyricsKey, useSaveLyrics } from '../api/lyrics';
import {
  prepareLyricsSave,
  STUDIO_AUTOSAVE_MS,
  STUDIO_INIT_GUARD_MS,
  type StudioLyricsDraft,
} from './lib/studio-lyrics-rules';

interface SavedLyrics {
  id: string;
  title: string;
  content: string;
}

/** Why a studio draft cannot be sent: nothing written, or a title without words. */
export type StudioLyricsBlock = 'blank' | 'needs-text';

type Payload = Omit<SavedLyrics, 'id'>;

/**
 * Autosave for the studio editor (spec part 2 §4): 1 s after the last change, never inside the
 * 500 ms initialization guard, one request at a time (a change made during a save gets its own
 * save). A pending change is flushed when the editor closes. With the account's auto-save off
 * (`autoSave` false) changes stay 'unsaved' until `saveNow` (the Save button).
 */
export function useStudioLyricsAutosave(
  projectId: string,
  loaded: SavedLyrics | null,
  autoSave = true,
  canEdit = true,
) {
  const { t } = useTranslation('studio-lyrics');
  const { mutateAsync } = useSaveLyrics(projectId);
  const queryClient = useQueryClient();
  const lyricsId = useRef(loaded?.id ?? null);
  const lastSaved = useRef<Payload | null>(
    loaded && { title: loaded.title, content: loaded.content },
  );
  // Why the last attempt was blocked; cleared by the next change or a sendable draft.
  const [block, setBlock] = useState<StudioLyricsBlock | null>(null);

  const prepare = (draft: StudioLyricsDraft): PreparedSave<Payload> => {
    const prepared = prepareLyricsSave(draft);
    if (prepared.kind !== 'save') {
      setBlock(prepared.kind);
      return { kind: 'blocked' };
    }
    setBlock(null);
    const saved = lastSaved.current;
    if (saved && saved.title === prepared.title && saved.content === prepared.content) {
      return { kind: 'unchanged' };
    }
    return { kind: 'send', payload: { title: prepared.title, content: prepared.content } };
  };

  const send = async (payload: Payload): Promise<boolean> => {
    try {
      // The panel and the studio tab may both be open on a project that had no lyrics: whichever
      // saved first created the entry (the cache has it), and the other must edit it, not add one.
      const entryId =
        lyricsId.current ??
        queryClient.getQueryData<Lyrics[]>(projectLyricsKey(projectId))?.[0]?.id ??
        null;
      const reply = await mutateAsync({ lyricsId: entryId, ...payload });
      lyricsId.current = reply.id;
      lastSaved.current = payload;
      return true;
    } catch (error) {
      // A 401 is the session ending: the global handler says so and redirects.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(t('toast.saveFailedTitle'), { description: t('toast.saveFailedBody') });
      }
      return false;
    }
  };

  const autosave = useAutosave({
    prepare,
    send,
    delayMs: STUDIO_AUTOSAVE_MS,
    guardMs: STUDIO_INIT_GUARD_MS,
    autoSave,
    initialStatus: loaded ? 'saved' : 'idle',
    // Clearing every word leaves nothing to lose; a viewer has nothing to save.
    warnOnLeave: canEdit && block !== 'blank',
  });
  /** The draft changed: save it 1 s after the last change. */
  const schedule = (draft: StudioLyricsDraft) => {
    setBlock(null);
    autosave.change(draft);
  };
  return {
    status: autosave.status,
    unsaved: autosave.unsaved,
    block,
    schedule,
    saveNow: autosave.saveNow,
  };
}
