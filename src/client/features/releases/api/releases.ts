import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateRelease,
  Release,
  ReleaseSummary,
  ReleaseTracksInput,
  UpdateRelease,
} from '../../../../shared/schemas/releases';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAudio } from '../../../lib/queries/audio-queries';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { xhrUpload } from '../../../lib/xhr-upload';

/** Query keys are the URL they GET (part 1 §7). */
export const releaseKeys = {
  list: ['/api/releases'] as const,
  detail: (id: string) => [`/api/releases/${id}`] as const,
};

const releaseUrl = (id: string) => releaseKeys.detail(id)[0];

/** The URL of the delivery pack (a ZIP the server streams; any status may download it). */
export const deliveryUrl = (id: string) => `${releaseUrl(id)}/delivery`;

/** GET /api/releases in pages: the profile's releases, the latest changed first. */
export const releasesQuery = () => pagedListQuery<ReleaseSummary>(releaseKeys.list[0]);

export function useReleases() {
  // A release changes from its editor and from song menus: read again whenever the list shows.
  return usePagedList(releasesQuery(), { refetchOnMount: 'always' });
}

/** GET /api/releases/{id}: the release with its tracks and its checklist. */
export function useRelease(id: string) {
  return useQuery({
    queryKey: releaseKeys.detail(id),
    queryFn: () => apiRequest<Release>('GET', releaseUrl(id)),
    // The checklist reads songs, credits and splits edited elsewhere: fresh on every visit.
    refetchOnMount: 'always',
  });
}

/** Whether an answer is the whole release (with its tracks and checklist). */
export const isRelease = (answer: unknown): answer is Release =>
  answer !== null && typeof answer === 'object' && 'checklist' in answer && 'tracks' in answer;

/** The answer is kept when it is the release; the release and the list are read again. */
async function settle(queryClient: QueryClient, id: string, answer: unknown) {
  if (isRelease(answer)) queryClient.setQueryData(releaseKeys.detail(id), answer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: releaseKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: releaseKeys.list }),
  ]);
}

/** POST /api/releases → 201 Release. */
export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreateRelease, idempotencyKey) =>
      apiRequest<Release>('POST', releaseKeys.list[0], input, { idempotencyKey }),
    onSuccess: (release) => {
      queryClient.setQueryData(releaseKeys.detail(release.id), release);
      void queryClient.invalidateQueries({ queryKey: releaseKeys.list });
    },
  });
}

/** PATCH /api/releases/{id}: fields, status, the public page's switch and address. */
export function useUpdateRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateRelease) => apiRequest<unknown>('PATCH', releaseUrl(id), patch),
    onSuccess: (answer) => settle(queryClient, id, answer),
  });
}

/** DELETE /api/releases/{id}. */
export function useDeleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', releaseUrl(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: releaseKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: releaseKeys.list });
    },
  });
}

/** PUT /api/releases/{id}/tracks with the whole tracklist in order. */
export const putReleaseTracks = (id: string, tracks: ReleaseTracksInput) =>
  apiRequest<unknown>('PUT', `${releaseUrl(id)}/tracks`, tracks);

export function usePutReleaseTracks(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tracks: ReleaseTracksInput) => putReleaseTracks(id, tracks),
    onSettled: (answer) => settle(queryClient, id, answer),
  });
}

/** GET the release, then PUT its tracklist with the song added at the end ("Add to release…"). */
export function useAppendToRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ releaseId, audioId }: { releaseId: string; audioId: string }) => {
      const release = await apiRequest<Release>('GET', releaseUrl(releaseId));
      const tracks = [...release.tracks]
        .sort((a, b) => a.position - b.position)
        .map((track) => ({ audioId: track.audioId, explicit: track.explicit }));
      return putReleaseTracks(releaseId, [...tracks, { audioId }]);
    },
    onSettled: (answer, _error, { releaseId }) => settle(queryClient, releaseId, answer),
  });
}

/** POST /api/releases/{id}/artwork (multipart, field "file"), with upload progress. */
export function useUploadArtwork(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return xhrUpload<unknown>(`${releaseUrl(id)}/artwork`, form, (loaded, total) =>
        onProgress(total > 0 ? loaded / total : 0),
      );
    },
    onSuccess: (answer) => settle(queryClient, id, answer),
  });
}

/** "Make it a song" for a track still in the library; the checklist then reads its project. */
export function useMakeTrackSong(releaseId: string) {
  const queryClient = useQueryClient();
  // A create (a new project): sent once per action, as the song menu's own "Make it a song".
  return useCreateMutation({
    mutationFn: (audioId: string, idempotencyKey) =>
      apiRequest<unknown>('POST', `/api/audio/${audioId}/song-project`, undefined, {
        idempotencyKey,
      }),
    onSuccess: async () => {
      await invalidateAudio(queryClient);
      await settle(queryClient, releaseId, undefined);
    },
  });
}
