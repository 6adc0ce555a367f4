import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import type {
  CreateProjectLyricsInput,
  Lyrics,
  UpdateLyricsInput,
} from '../../../../shared/schemas/lyrics';
import { apiRequest } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';

export const projectLyricsKey = (projectId: string) =>
  [`/api/projects/${projectId}/lyrics`] as const;

/**
 * GET /api/projects/{id}/lyrics?limit=1, newest edit first. The project tab, the overview and
 * the studio panel show and edit the first entry only (a project has one song's words), so only
 * that one is read, however many older drafts a project keeps; fresh for 30 s (part 2 §7).
 */
export const projectLyricsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectLyricsKey(projectId),
    queryFn: () => apiRequest<Lyrics[]>('GET', `${projectLyricsKey(projectId)[0]}?limit=1`),
    staleTime: 30_000,
  });

export function useProjectLyrics(projectId: string) {
  return useQuery(projectLyricsQuery(projectId));
}

/** What a save sends: the existing entry's id to PATCH it, or none to create the first one. */
export interface SaveLyricsInput {
  lyricsId: string | null;
  title: string;
  content: string;
  language?: CreateProjectLyricsInput['language'];
  /** The version the words start from: a newer stored one refuses the save (409). */
  baseUpdatedAt?: string;
}

/** PATCH's body: the words and the version they start from. */
const patchBody = ({ title, content, baseUpdatedAt }: SaveLyricsInput): UpdateLyricsInput => ({
  title,
  content,
  ...(baseUpdatedAt ? { baseUpdatedAt } : {}),
});

/**
 * Saves a project's lyrics: POST the first entry, PATCH it afterwards. The cache is updated in
 * place with the server's (sanitized) answer rather than refetched, so an editor that is still
 * open is not reset under the cursor.
 */
export function useSaveLyrics(projectId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    // Not sent again after a lost answer: a PATCH carries the version it edits, so if the first
    // one did arrive its resend would be refused as a conflict with itself. The autosave tries
    // again on the next change.
    retry: false,
    mutationFn: (input: SaveLyricsInput, idempotencyKey) => {
      const { lyricsId, title, content, language } = input;
      return lyricsId
        ? apiRequest<Lyrics>('PATCH', `/api/lyrics/${lyricsId}`, patchBody(input))
        : apiRequest<Lyrics>(
            'POST',
            projectLyricsKey(projectId)[0],
            {
              title,
              content,
              ...(language ? { language } : {}),
            } satisfies CreateProjectLyricsInput,
            { idempotencyKey },
          );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Lyrics[]>(projectLyricsKey(projectId), (list = []) => [
        saved,
        ...list.filter((entry) => entry.id !== saved.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/fast'] });
    },
  });
}

/**
 * The same save as `useSaveLyrics`, for `pagehide`: a keepalive request outlives the page being
 * closed, where an ordinary fetch would be cancelled. Nothing reads the answer.
 */
export function saveLyricsOnPageHide(projectId: string, input: SaveLyricsInput): void {
  const { lyricsId, title, content, language } = input;
  const [method, url, body] = lyricsId
    ? (['PATCH', `/api/lyrics/${lyricsId}`, patchBody(input)] as const)
    : ([
        'POST',
        projectLyricsKey(projectId)[0],
        { title, content, ...(language ? { language } : {}) },
      ] as const);
  void fetch(url, {
    method,
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** PATCH /api/lyrics/{id} {language}: the language rhymes and syllables are counted in. */
export function useSetLyricsLanguage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lyricsId, language }: { lyricsId: string; language: Language }) =>
      apiRequest<Lyrics>('PATCH', `/api/lyrics/${lyricsId}`, {
        language,
      } satisfies UpdateLyricsInput),
    onSuccess: (saved) => {
      queryClient.setQueryData<Lyrics[]>(projectLyricsKey(projectId), (list = []) =>
        list.map((entry) => (entry.id === saved.id ? saved : entry)),
      );
    },
  });
}
